import { createHmac } from "node:crypto";
import type { Config } from "../../config.ts";
import type { Prisma } from "../../db/prisma.ts";
import { normalisedEmail } from "../../../shared/validation/email-field.ts";
import { keptSecret } from "../core/kept-secret.ts";

export type ErasureHashConfig = Pick<Config, "ERASURE_HASH_KEY" | "DATA_DIR">;

/**
 * The key of the erasure hash: ERASURE_HASH_KEY, or a random key kept beside the embedded database
 * (created once). Kept out of the database, so a copy of the tables alone cannot test guesses.
 */
function erasureHashKey(config: ErasureHashConfig): string {
  return keptSecret(config.DATA_DIR, "erasure-hash.key", config.ERASURE_HASH_KEY);
}

/**
 * What stands in for an e-mail address once its data is erased (ADR 022): a keyed hash, so the
 * suppression list and the request log still recognise the address when it is typed again, and
 * nobody reading the table can turn it back into the address.
 */
export function erasedEmailHash(config: ErasureHashConfig, email: string): string {
  return `hmac:${createHmac("sha256", erasureHashKey(config)).update(normalisedEmail(email)).digest("hex")}`;
}

/**
 * Whether marketing to `email` is suppressed, counting entries kept as the erasure hash. Marketing
 * today also needs a confirmed subscriber row, which erasure removes (ADR 022); any path that mails
 * addresses from elsewhere (an import, a list) must ask this.
 */
export async function isSuppressed(
  prisma: Pick<Prisma.TransactionClient, "suppressionEntry">,
  config: ErasureHashConfig,
  email: string,
): Promise<boolean> {
  const entry = await prisma.suppressionEntry.findFirst({ where: { email: { in: [normalisedEmail(email), erasedEmailHash(config, email)] } }, select: { id: true } });
  return entry !== null;
}
