import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../db/prisma.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import { type ErasureHashConfig, erasedEmailHash } from "./erasure-hash.ts";

/**
 * Erasures outlive a restore (ADR 022): each confirmed erasure appends its keyed hash (never the
 * address) to DATA_DIR/secrets/erasure-log, outside the database, so a backup restored later
 * cannot bring the person back: the log is applied after every restore and at every start.
 */
function erasureLogFile(config: Pick<ErasureHashConfig, "DATA_DIR">): string {
  return path.join(config.DATA_DIR, "secrets", "erasure-log");
}

/** Notes an erasure; called before the erasure commits, so no committed erasure is missing from the log. */
export function logErasure(config: Pick<ErasureHashConfig, "DATA_DIR">, emailHash: string, at: Date): void {
  const file = erasureLogFile(config);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  appendFileSync(file, `${JSON.stringify({ emailHash, at: at.toISOString() })}\n`, { mode: 0o600, flag: "a" });
}

/** Each erased hash with the time of its latest erasure. */
function loggedErasures(config: Pick<ErasureHashConfig, "DATA_DIR">): Map<string, Date> {
  let text: string;
  try {
    text = readFileSync(erasureLogFile(config), "utf8");
  } catch {
    return new Map();
  }
  const erased = new Map<string, Date>();
  for (const line of text.split("\n").filter((entry) => entry.trim() !== "")) {
    const { emailHash, at } = JSON.parse(line) as { emailHash: string; at: string };
    erased.set(emailHash, new Date(at));
  }
  return erased;
}

/** Every address the database holds a person by, in the tables an erasure clears. */
async function heldAddresses(prisma: PrismaClient): Promise<Set<string>> {
  const rows = await prisma.$queryRaw<{ email: string }[]>`
    SELECT "email" FROM "contact_inquiry" UNION SELECT "email" FROM "event_inquiry"
    UNION SELECT "email" FROM "consent_record" UNION SELECT "email" FROM "newsletter_subscriber"
    UNION SELECT "guest_email" FROM "addon_booking" UNION SELECT "to_address" FROM "outbox_message"
    UNION SELECT "reply_to" FROM "outbox_message" UNION SELECT "email" FROM "suppression_entry"
    UNION SELECT "email" FROM "privacy_request"`;
  return new Set(rows.map((row) => row.email).filter((email) => email !== null && email.includes("@")));
}

/**
 * Erases again what the database holds of everyone the log names, written up to their erasure
 * (after a restore of a backup made before it); what they gave us since stays. Returns how many
 * people had records erased again: 0 when the log is empty or nothing came back.
 */
export async function applyErasureLog(prisma: PrismaClient, config: ErasureHashConfig, at: Date): Promise<number> {
  const erased = loggedErasures(config);
  if (erased.size === 0) return 0;
  let again = 0;
  for (const email of await heldAddresses(prisma)) {
    const emailHash = erasedEmailHash(config, email);
    const erasedAt = erased.get(emailHash);
    if (!erasedAt) continue;
    const counts = await prisma.$transaction((tx) => erasePersonalData(tx, email, emailHash, at, erasedAt));
    if (Object.values(counts).some((count) => count > 0)) again += 1;
  }
  return again;
}
