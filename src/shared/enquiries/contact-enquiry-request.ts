import { z } from "zod/mini";
import { contactEnquirySchema } from "./contact-enquiry.ts";
import { honeypotField, idempotencyKeyField, sourcePageField } from "../validation/submission-fields.ts";

const CONTACT_PAGE = "/contact";

const contactSubmissionSchema = z.extend(contactEnquirySchema, {
  source: sourcePageField,
  idempotencyKey: idempotencyKeyField,
  website: honeypotField,
});

/** What the contact form sends: the documented contact payload plus source, idempotency key and honeypot. */
export const contactEnquiryRequestSchema = z.pipe(
  contactSubmissionSchema,
  z.transform(({ source, ...request }: z.output<typeof contactSubmissionSchema>) => ({ ...request, source: source ?? CONTACT_PAGE })),
);

export type ContactEnquiryRequestInput = z.input<typeof contactEnquiryRequestSchema>;
export type ContactEnquiryRequest = z.output<typeof contactEnquiryRequestSchema>;
