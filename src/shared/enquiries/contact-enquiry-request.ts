import type { z } from "zod";
import { contactInquirySchema } from "./contact-enquiry.ts";
import { honeypotField, idempotencyKeyField, sourcePageField } from "../validation/submission-fields.ts";

export const CONTACT_PAGE = "/contact";

/** What the contact form sends: the spec's contact payload plus source, idempotency key and honeypot. */
export const contactEnquiryRequestSchema = contactInquirySchema
  .extend({
    source: sourcePageField,
    idempotencyKey: idempotencyKeyField,
    website: honeypotField,
  })
  .transform(({ source, ...request }) => ({ ...request, source: source ?? CONTACT_PAGE }));

export type ContactEnquiryRequestInput = z.input<typeof contactEnquiryRequestSchema>;
export type ContactEnquiryRequest = z.output<typeof contactEnquiryRequestSchema>;
