import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

/** A retried submission sends the same Idempotency-Key header and gets the first answer. */
const IDEMPOTENCY_HEADER = { "idempotency-key": "idempotencyKey" };

/** The enquiry forms' calls and the consent record sent after them. */
export function registerEnquiryRoutes(app: FastifyInstance): void {
  defineRestRoute(app, {
    method: "POST",
    url: "/api/inquiries/contact",
    from: "body",
    headerInputs: IDEMPOTENCY_HEADER,
    successStatus: 201,
    procedure: (caller) => caller.enquiries.submitContact,
  });
  defineRestRoute(app, {
    method: "POST",
    url: "/api/inquiries/event",
    from: "body",
    headerInputs: IDEMPOTENCY_HEADER,
    successStatus: 201,
    procedure: (caller) => caller.enquiries.submitEvent,
  });
  defineRestRoute(app, {
    method: "POST",
    url: "/api/inquiries/consent",
    from: "body",
    headerInputs: IDEMPOTENCY_HEADER,
    successStatus: 201,
    procedure: (caller) => caller.enquiries.recordConsent,
  });
}
