import { randomUUID } from "node:crypto";
import type { EventEnquiryRequest } from "../../../shared/enquiries/event-enquiry-request.ts";
import type { RowsInsert } from "../../db/insert-rows.ts";
import type { PublicWriteContext, SubmissionResult } from "../core/service-context.ts";
import { enquiryMailDrafts } from "./enquiry-mail.ts";
import { decoyEnquiryReceipt, enquiryReceipt, enquiryReceiptSchema, type EnquiryReceipt } from "./enquiry-receipt.ts";
import { writeOnce } from "../core/idempotency.ts";
import { type EventEnquiryDetails, eventEnquirySummary } from "../mail/enquiry-summary.ts";
import { senderIdentity } from "../mail/sender-identity.ts";
import { outboxInsert } from "../outbox/outbox-messages.ts";

/** The event_inquiry row (status takes its default, new). */
function eventInquiryInsert(id: string, enquiry: EventEnquiryDetails, receivedAt: Date): RowsInsert {
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

/**
 * Stores a wedding, conference or party enquiry (status new) and its two e-mails in one
 * statement. A filled honeypot gets the same kind of answer with nothing stored or sent.
 */
export async function submitEventEnquiry(
  { prisma, config, now }: PublicWriteContext,
  request: EventEnquiryRequest,
): Promise<SubmissionResult<EnquiryReceipt>> {
  const receivedAt = now();
  if (request.website) return { response: decoyEnquiryReceipt(receivedAt), mailQueued: false };
  const { idempotencyKey, website: _honeypot, ...enquiry } = request;

  const id = randomUUID();
  const mail = enquiryMailDrafts(eventEnquirySummary(id, enquiry, receivedAt), config);
  const { response, replayed } = await writeOnce(
    prisma,
    { key: idempotencyKey, operation: "event-enquiry", payload: enquiry },
    enquiryReceiptSchema,
    enquiryReceipt(id, receivedAt),
    [eventInquiryInsert(id, enquiry, receivedAt), outboxInsert(mail, senderIdentity(config).domain, receivedAt)],
    receivedAt,
  );
  return { response, mailQueued: !replayed };
}
