import { randomUUID } from "node:crypto";
import type { ContactEnquiryRequest } from "../../../shared/enquiries/contact-enquiry-request.ts";
import type { RowsInsert } from "../../db/insert-rows.ts";
import type { PublicWriteContext, SubmissionResult } from "../core/service-context.ts";
import { enquiryMailDrafts } from "./enquiry-mail.ts";
import { decoyEnquiryReceipt, enquiryReceipt, enquiryReceiptSchema, type EnquiryReceipt } from "./enquiry-receipt.ts";
import { writeOnce } from "../core/idempotency.ts";
import { type ContactEnquiryDetails, contactEnquirySummary } from "../mail/enquiry-summary.ts";
import { senderIdentity } from "../mail/sender-identity.ts";
import { outboxInsert } from "../outbox/outbox-messages.ts";

/** The contact_inquiry row (status takes its default, new). */
function contactInquiryInsert(id: string, enquiry: ContactEnquiryDetails, receivedAt: Date): RowsInsert {
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

/**
 * Stores a contact enquiry (status new) and its two e-mails in one statement. A filled honeypot
 * gets the same kind of answer with nothing stored or sent.
 */
export async function submitContactEnquiry(
  { prisma, config, now }: PublicWriteContext,
  request: ContactEnquiryRequest,
): Promise<SubmissionResult<EnquiryReceipt>> {
  const receivedAt = now();
  if (request.website) return { response: decoyEnquiryReceipt(receivedAt), mailQueued: false };
  const { idempotencyKey, website: _honeypot, ...enquiry } = request;

  const id = randomUUID();
  const mail = enquiryMailDrafts(contactEnquirySummary(id, enquiry, receivedAt), config);
  const { response, replayed } = await writeOnce(
    prisma,
    { key: idempotencyKey, operation: "contact-enquiry", payload: enquiry },
    enquiryReceiptSchema,
    enquiryReceipt(id, receivedAt),
    [contactInquiryInsert(id, enquiry, receivedAt), outboxInsert(mail, senderIdentity(config).domain, receivedAt)],
    receivedAt,
  );
  return { response, mailQueued: !replayed };
}
