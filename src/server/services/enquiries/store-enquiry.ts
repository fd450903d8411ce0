import { randomUUID } from "node:crypto";
import type { RowsInsert } from "../../db/insert-rows.ts";
import { writeOnce } from "../core/idempotency.ts";
import type { ServiceContext, SubmissionResult } from "../core/service-context.ts";
import type { EnquirySummary } from "../mail/enquiry-summary.ts";
import { senderIdentity } from "../mail/sender-identity.ts";
import { outboxInsert } from "../outbox/outbox-messages.ts";
import { enquiryMailDrafts } from "./enquiry-mail.ts";
import { type EnquiryReceipt, enquiryReceiptSchema } from "../../../shared/enquiries/enquiry-answers.ts";
import { decoyEnquiryReceipt, enquiryReceipt } from "./enquiry-receipt.ts";

const DAY_MS = 86_400_000;

/** Whether this address was sent an acknowledgement in the 24 hours before `at`. */
async function acknowledgedWithinADay(prisma: ServiceContext["prisma"], email: string, at: Date): Promise<boolean> {
  const recent = await prisma.outboxMessage.count({
    where: { kind: "enquiry_acknowledgement", to: email, createdAt: { gt: new Date(at.getTime() - DAY_MS) } },
  });
  return recent > 0;
}

/** The fields every public form adds to what it asks (ADR 005). */
interface SubmissionFields {
  idempotencyKey?: string | undefined;
  /** The honeypot: true when a bot filled it. */
  website: boolean;
}

/** What differs between the enquiry forms: the row they write and how their e-mails sum them up. */
export interface EnquiryKind<D> {
  /** Names the write for idempotency ("contact-enquiry"), so one key cannot be replayed against another form. */
  operation: string;
  row(id: string, enquiry: D, receivedAt: Date): RowsInsert;
  summary(id: string, enquiry: D, receivedAt: Date): EnquirySummary;
}

/**
 * Stores an enquiry (status new) and its two e-mails in one statement, once per idempotency key.
 * A filled honeypot gets the same kind of answer with nothing stored or sent.
 */
export async function storeEnquiry<R extends SubmissionFields>(
  { prisma, config, now }: ServiceContext,
  kind: EnquiryKind<Omit<R, keyof SubmissionFields>>,
  request: R,
): Promise<SubmissionResult<EnquiryReceipt>> {
  const receivedAt = now();
  if (request.website) return { response: decoyEnquiryReceipt(receivedAt), mailQueued: false };
  // What was asked: the request without the submission's own fields.
  const { idempotencyKey, website: _honeypot, ...enquiry } = request;

  const id = randomUUID();
  const summary = kind.summary(id, enquiry, receivedAt);
  const mail = enquiryMailDrafts(summary, config, !(await acknowledgedWithinADay(prisma, summary.guest.email, receivedAt)));
  const { response, replayed } = await writeOnce(
    prisma,
    { key: idempotencyKey, operation: kind.operation, payload: enquiry },
    enquiryReceiptSchema,
    enquiryReceipt(id, receivedAt),
    [kind.row(id, enquiry, receivedAt), outboxInsert(mail, senderIdentity(config).domain, receivedAt)],
    receivedAt,
  );
  return { response, mailQueued: !replayed };
}
