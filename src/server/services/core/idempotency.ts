import { createHash } from "node:crypto";
import type { z } from "zod";
import { ENQUIRY_MESSAGES } from "../../../shared/enquiries/enquiry-messages.ts";
import { insertRows, insertRowsOnce, type RowsInsert } from "../../db/insert-rows.ts";
import type { Prisma, PrismaClient } from "../../db/prisma.ts";
import { AppError } from "../../errors.ts";

export interface IdempotentWrite {
  /** The client's Idempotency-Key; without one every call writes. */
  key: string | undefined;
  /** Names what is done ("contact-enquiry"), so one key cannot be replayed against another call. */
  operation: string;
  /** The parsed request without the key itself. */
  payload: unknown;
}

/** JSON with keys in a fixed order and undefined left out: equal payloads give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function requestFingerprint(operation: string, payload: unknown): string {
  return createHash("sha256").update(`${operation}\n${canonicalJson(payload)}`).digest("hex");
}

async function recordedAnswer<R>(
  db: Pick<Prisma.TransactionClient, "idempotencyKey">,
  key: string,
  fingerprint: string,
  responseSchema: z.ZodType<R>,
): Promise<R | undefined> {
  const earlier = await db.idempotencyKey.findUnique({ where: { key }, select: { fingerprint: true, response: true } });
  if (!earlier) return undefined;
  const recorded = responseSchema.safeParse(earlier.response);
  if (earlier.fingerprint !== fingerprint || !recorded.success) throw new AppError("CONFLICT", ENQUIRY_MESSAGES.IDEMPOTENCY_CONFLICT);
  return recorded.data;
}

/**
 * The fast road for writes whose answer is known before they run (an enquiry's id and time):
 * `inserts` go to the database as one statement (see db/insert-rows.ts). With a key, the key row
 * (with the answer) is inserted first with ON CONFLICT DO NOTHING and the rest only if it went in;
 * a key already used answers the recorded answer, or 409 for another payload. A concurrent twin
 * waits for the first statement to commit, then finds its key.
 */
export async function writeOnce<R extends Prisma.InputJsonValue>(
  prisma: PrismaClient,
  write: IdempotentWrite,
  responseSchema: z.ZodType<R>,
  response: R,
  inserts: readonly RowsInsert[],
  now: Date,
): Promise<{ response: R; replayed: boolean }> {
  const { key } = write;
  if (key === undefined) {
    await insertRows(prisma, inserts);
    return { response, replayed: false };
  }
  const fingerprint = requestFingerprint(write.operation, write.payload);
  const keyRow: RowsInsert = {
    table: "idempotency_key",
    columns: [
      ["key", "text"],
      ["fingerprint", "text"],
      ["response", "jsonb"],
      ["created_at", "timestamptz"],
    ],
    rows: [[key, fingerprint, JSON.stringify(response), now]],
  };
  if (await insertRowsOnce(prisma, keyRow, inserts)) return { response, replayed: false };
  const recorded = await recordedAnswer(prisma, key, fingerprint, responseSchema);
  if (recorded === undefined) throw new AppError("CONFLICT", ENQUIRY_MESSAGES.IDEMPOTENCY_CONFLICT);
  return { response: recorded, replayed: true };
}

/**
 * For writes that must read first (a sign-up looks at the address's state): runs `work` in one
 * interactive transaction and records its answer under the client's key. The same key
 * with the same payload answers the recorded answer and writes nothing; with another payload it
 * is refused (409). The key row is inserted first with ON CONFLICT DO NOTHING, so a concurrent
 * twin waits for the first transaction and then sees its answer; if the first one fails, its
 * key row goes with it and the twin does the work.
 */
export async function runIdempotent<R extends Prisma.InputJsonValue>(
  prisma: PrismaClient,
  write: IdempotentWrite,
  responseSchema: z.ZodType<R>,
  work: (tx: Prisma.TransactionClient) => Promise<R>,
): Promise<{ response: R; replayed: boolean }> {
  const { key } = write;
  if (key === undefined) {
    return { response: await prisma.$transaction(work), replayed: false };
  }
  const fingerprint = requestFingerprint(write.operation, write.payload);
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.idempotencyKey.createMany({ data: [{ key, fingerprint }], skipDuplicates: true });
    if (claimed.count === 0) {
      const recorded = await recordedAnswer(tx, key, fingerprint, responseSchema);
      if (recorded === undefined) throw new AppError("CONFLICT", ENQUIRY_MESSAGES.IDEMPOTENCY_CONFLICT);
      return { response: recorded, replayed: true };
    }
    const response = await work(tx);
    await tx.idempotencyKey.update({ where: { key }, data: { response } });
    return { response, replayed: false };
  });
}
