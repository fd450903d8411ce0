import { consentReceiptSchema, enquiryReceiptSchema } from "../../../../shared/enquiries/enquiry-answers.ts";
import { consentRequestSchema } from "../../../../shared/enquiries/consent-request.ts";
import { contactEnquiryRequestSchema } from "../../../../shared/enquiries/contact-enquiry-request.ts";
import { eventEnquiryRequestSchema } from "../../../../shared/enquiries/event-enquiry-request.ts";
import { recordConsent } from "../../../services/enquiries/consent-records.ts";
import { withE164Phone } from "../../e164-phone.ts";
import { publicWriteProcedure, router } from "../../init.ts";
import { enquiryAdminRouter } from "./admin/router.ts";
import { submitContact } from "./submit-contact.handler.ts";
import { submitEvent } from "./submit-event.handler.ts";
import { serviceContextOf } from "../../context.ts";

export const enquiriesRouter = router({
  submitContact: publicWriteProcedure.input(withE164Phone(contactEnquiryRequestSchema, "phone")).output(enquiryReceiptSchema).mutation(submitContact),
  submitEvent: publicWriteProcedure.input(withE164Phone(eventEnquiryRequestSchema, "phone")).output(enquiryReceiptSchema).mutation(submitEvent),
  /** POST /api/inquiries/consent: the browser sends this after an enquiry with the marketing box ticked. */
  recordConsent: publicWriteProcedure.input(consentRequestSchema).output(consentReceiptSchema).mutation(({ ctx, input }) => recordConsent(serviceContextOf(ctx), input)),
  admin: enquiryAdminRouter,
});
