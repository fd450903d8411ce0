// Loaded on a form's first use (see use-enquiry-form.ts), so zod and the shared schemas stay out
// of the pages' first-load JavaScript while the browser checks exactly what the server checks.
import { contactEnquirySchema } from "../../../shared/enquiries/contact-enquiry.ts";
import { eventEnquirySchema } from "../../../shared/enquiries/event-enquiry.ts";
import { fieldErrorsOf } from "../../../shared/validation/field-errors.ts";

export type FieldErrors = Record<string, string>;

function errorsOf(result: { success: true } | { success: false; error: Parameters<typeof fieldErrorsOf>[0] }): FieldErrors {
  return result.success ? {} : fieldErrorsOf(result.error);
}

export function eventEnquiryErrors(payload: unknown): FieldErrors {
  return errorsOf(eventEnquirySchema.safeParse(payload));
}

export function contactEnquiryErrors(payload: unknown): FieldErrors {
  return errorsOf(contactEnquirySchema.safeParse(payload));
}
