import type { ContactEnquiryRequest } from "../../../shared/enquiries/contact-enquiry-request.ts";
import type { RowsInsert } from "../../db/insert-rows.ts";
import type { ServiceContext, SubmissionResult } from "../core/service-context.ts";
import type { EnquiryReceipt } from "../../../shared/enquiries/enquiry-answers.ts";
import { storeEnquiry } from "./store-enquiry.ts";
import { type ContactEnquiryDetails, contactEnquirySummary } from "../mail/enquiry-summary.ts";

/** The contact_inquiry row (status takes its default, new). */
function contactEnquiryInsert(id: string, enquiry: ContactEnquiryDetails, receivedAt: Date): RowsInsert {
  return {
    table: "contact_inquiry",
    columns: [
      ["id", "uuid"],
      ["name", "text"],
      ["email", "text"],
      ["phone", "text"],
      ["subject", "contact_subject"],
      ["message", "text"],
      ["marketing_opt_in", "bool"],
      ["source", "text"],
      ["created_at", "timestamptz"],
    ],
    rows: [[id, enquiry.name, enquiry.email, enquiry.phone ?? null, enquiry.subject, enquiry.message, enquiry.marketingOptIn, enquiry.source, receivedAt]],
  };
}

/** Stores a contact enquiry and queues the guest's and staff's e-mails. */
export function submitContactEnquiry(context: ServiceContext, request: ContactEnquiryRequest): Promise<SubmissionResult<EnquiryReceipt>> {
  return storeEnquiry(context, { operation: "contact-enquiry", row: contactEnquiryInsert, summary: contactEnquirySummary }, request);
}
