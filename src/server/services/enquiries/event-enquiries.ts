import type { EventEnquiryRequest } from "../../../shared/enquiries/event-enquiry-request.ts";
import type { RowsInsert } from "../../db/insert-rows.ts";
import type { ServiceContext, SubmissionResult } from "../core/service-context.ts";
import type { EnquiryReceipt } from "../../../shared/enquiries/enquiry-answers.ts";
import { storeEnquiry } from "./store-enquiry.ts";
import { type EventEnquiryDetails, eventEnquirySummary } from "../mail/enquiry-summary.ts";

/** The event_inquiry row (status takes its default, new). */
function eventEnquiryInsert(id: string, enquiry: EventEnquiryDetails, receivedAt: Date): RowsInsert {
  return {
    table: "event_inquiry",
    columns: [
      ["id", "uuid"],
      ["name", "text"],
      ["email", "text"],
      ["phone", "text"],
      ["event_type", "event_inquiry_type"],
      ["event_date", "date"],
      ["guests", "int4"],
      ["message", "text"],
      ["marketing_opt_in", "bool"],
      ["source", "text"],
      ["created_at", "timestamptz"],
    ],
    rows: [
      [
        id,
        enquiry.name,
        enquiry.email,
        enquiry.phone,
        enquiry.eventType,
        enquiry.eventDate ?? null,
        enquiry.guests,
        enquiry.message ?? null,
        enquiry.marketingOptIn,
        enquiry.source,
        receivedAt,
      ],
    ],
  };
}

/** Stores a wedding, conference, party or meeting enquiry and queues the guest's and staff's e-mails. */
export function submitEventEnquiry(context: ServiceContext, request: EventEnquiryRequest): Promise<SubmissionResult<EnquiryReceipt>> {
  return storeEnquiry(context, { operation: "event-enquiry", row: eventEnquiryInsert, summary: eventEnquirySummary }, request);
}
