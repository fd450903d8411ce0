import type { FastifyInstance } from "fastify";
import { ENQUIRY_MESSAGES } from "../../../shared/enquiries/enquiry-messages.ts";
import { ENQUIRY_PATHS } from "../../../shared/enquiries/enquiry-paths.ts";
import { html } from "../../services/mail/html.ts";
import { defineRestRoute } from "../define-route.ts";
import { correctionsPage, registerPlainFormRoute } from "../plain-form-route.ts";

/** A retried submission sends the same Idempotency-Key header and gets the first answer. */
const IDEMPOTENCY_HEADER = { "idempotency-key": "idempotencyKey" };

/** The answer to an enquiry sent without JavaScript that was refused: every field's message at once. */
const refusedEnquiryPage = correctionsPage("Your enquiry was not sent");

/** The enquiry forms' calls, the consent record sent after them, and the forms sent without JavaScript (ADR 088). */
export function registerEnquiryRoutes(app: FastifyInstance): void {
  defineRestRoute(app, {
    method: "POST",
    url: ENQUIRY_PATHS.contact,
    from: "body",
    headerInputs: IDEMPOTENCY_HEADER,
    successStatus: 201,
    procedure: (caller) => caller.enquiries.submitContact,
  });
  defineRestRoute(app, {
    method: "POST",
    url: ENQUIRY_PATHS.event,
    from: "body",
    headerInputs: IDEMPOTENCY_HEADER,
    successStatus: 201,
    procedure: (caller) => caller.enquiries.submitEvent,
  });
  defineRestRoute(app, {
    method: "POST",
    url: ENQUIRY_PATHS.consent,
    from: "body",
    headerInputs: IDEMPOTENCY_HEADER,
    successStatus: 201,
    procedure: (caller) => caller.enquiries.recordConsent,
  });
  registerPlainFormRoute(app, {
    url: ENQUIRY_PATHS.contactForm,
    fields: ["name", "email", "phone", "subject", "message", "marketingOptIn", "website", "source"],
    ticks: ["marketingOptIn"],
    optional: ["phone"],
    successStatus: 201,
    procedure: (caller) => caller.enquiries.submitContact,
    page: { success: () => ({ title: "Message sent", body: html`<p>${ENQUIRY_MESSAGES.CONTACT_SUCCESS}</p>` }), failure: refusedEnquiryPage },
  });
  registerPlainFormRoute(app, {
    url: ENQUIRY_PATHS.eventForm,
    fields: ["name", "email", "phone", "eventType", "eventDate", "guests", "message", "marketingOptIn", "consent", "website", "source"],
    ticks: ["marketingOptIn", "consent"],
    numbers: ["guests"],
    optional: ["eventDate", "message"],
    successStatus: 201,
    procedure: (caller) => caller.enquiries.submitEvent,
    page: { success: () => ({ title: "Enquiry sent", body: html`<p>${ENQUIRY_MESSAGES.EVENT_SUCCESS}</p>` }), failure: refusedEnquiryPage },
  });
}
