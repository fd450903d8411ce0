import { consentRequestSchema } from "../../../../shared/enquiries/consent-request.ts";
import { contactEnquiryRequestSchema } from "../../../../shared/enquiries/contact-enquiry-request.ts";
import { eventEnquiryRequestSchema } from "../../../../shared/enquiries/event-enquiry-request.ts";
import { withE164Phone } from "../../e164-phone.ts";
import { publicWriteProcedure, router } from "../../init.ts";
import { recordConsent } from "./record-consent.handler.ts";
import { submitContact } from "./submit-contact.handler.ts";
import { submitEvent } from "./submit-event.handler.ts";

export const enquiriesRouter = router({
  submitContact: publicWriteProcedure.input(withE164Phone(contactEnquiryRequestSchema, "phone")).mutation(submitContact),
  submitEvent: publicWriteProcedure.input(withE164Phone(eventEnquiryRequestSchema, "phone")).mutation(submitEvent),
  recordConsent: publicWriteProcedure.input(consentRequestSchema).mutation(recordConsent),
});
