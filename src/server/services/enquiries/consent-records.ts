import { randomUUID } from "node:crypto";
import { type ConsentReceipt, consentReceiptSchema } from "../../../shared/enquiries/enquiry-answers.ts";
import type { ConsentRequest } from "../../../shared/enquiries/consent-request.ts";
import { writeOnce } from "../core/idempotency.ts";
import type { ServiceContext } from "../core/service-context.ts";

/** Appends the guest's consent choice (the latest record per address is the one in force). */
export async function recordConsent(
  { prisma, now }: ServiceContext,
  request: ConsentRequest,
): Promise<ConsentReceipt> {
  const { idempotencyKey, ...consent } = request;
  const at = now();
  const { response } = await writeOnce(
    prisma,
    { key: idempotencyKey, operation: "consent", payload: consent },
    consentReceiptSchema,
    { recorded: true, recordedAt: at.toISOString() },
    [
      {
        table: "consent_record",
        columns: [
          ["id", "uuid"],
          ["email", "text"],
          ["marketing", "bool"],
          ["analytics", "bool"],
          ["created_at", "timestamptz"],
        ],
        rows: [[randomUUID(), consent.email, consent.marketing, consent.analytics, at]],
      },
    ],
    at,
  );
  return response;
}
