import type { FastifyInstance } from "fastify";
import { ENQUIRY_MESSAGES } from "../../../shared/enquiries/enquiry-messages.ts";
import { ENQUIRY_PATHS, PLAIN_FORM_BACK, PLAIN_FORM_CORRECTIONS } from "../../../shared/enquiries/enquiry-paths.ts";
import { html } from "../../services/mail/html.ts";
import { defineRestRoute } from "../define-route.ts";
import { registerPlainFormRoute } from "../plain-form-route.ts";
import type { ServerPageContent } from "../server-page.ts";

/** A retried submission sends the same Idempotency-Key header and gets the first answer. */
const IDEMPOTENCY_HEADER = { "idempotency-key": "idempotencyKey" };

/** The answer to an enquiry sent without JavaScript that was refused: every field's message at once. */
function refusedEnquiryPage(reason: string, fieldErrors: Readonly<Record<string, string>>): ServerPageContent {
  const corrections = Object.values(fieldErrors);
  const body =
    corrections.length === 0
      ? html`<p>${reason}</p><p>${PLAIN_FORM_BACK}</p>`
      : html`<p>${PLAIN_FORM_CORRECTIONS}</p><ul>${corrections.map((message) => html`<li>${message}</li>`)}</ul><p>${PLAIN_FORM_BACK}</p>`;
  return { title: "Your enquiry was not sent", body };
}

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
