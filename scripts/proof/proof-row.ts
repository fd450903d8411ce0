import { formatColumns } from "../bench/report.ts";

/** One line of the proof's table. */
export interface ProofRow {
  scenario: string;
  sent: number;
  acknowledged: number;
  stored: number;
  duplicates: number;
  lost: number;
  /** What the faults were, as measured (downtime, requests in flight at the kill, retries). */
  happened: string;
}

/** What each figure means, printed above the table. */
export const PROOF_DEFINITIONS = [
  "sent          distinct submissions the clients tried (one Idempotency-Key each; an add-on: one payment; a mail: one outbox message)",
  "acknowledged  submissions answered 2xx at some attempt (an add-on: Stripe's event answered 2xx; a mail: marked sent)",
  "stored        rows in the database at the end that carry the run's marker (a mail: distinct messages the SMTP server received)",
  "duplicates    stored rows beyond one per submission",
  "lost          acknowledged submissions with no stored row (a mail: queued and never received)",
  "Clients retry a submission with the same key and body on a network error, a 5xx, a 429 or a 5-s timeout, backing off",
  "from 250 ms to 4 s, until the load ends plus a grace period, as the site's forms send their Idempotency-Key.",
].join("\n");

export function formatProofTable(rows: readonly ProofRow[]): string {
  const header = ["scenario", "sent", "acknowledged", "stored", "duplicates", "lost", "what happened"];
  const body = rows.map((row) => [
    row.scenario,
    String(row.sent),
    String(row.acknowledged),
    String(row.stored),
    String(row.duplicates),
    String(row.lost),
    row.happened,
  ]);
  return formatColumns(header, body, (column) => column >= 1 && column <= 5);
}

/** The proof holds when nothing was lost or doubled and something was actually tried. */
export function proofFailures(rows: readonly ProofRow[]): string[] {
  return rows.flatMap((row) => {
    const failures: string[] = [];
    if (row.lost > 0) failures.push(`${row.scenario}: ${row.lost} lost`);
    if (row.duplicates > 0) failures.push(`${row.scenario}: ${row.duplicates} duplicates`);
    if (row.sent === 0) failures.push(`${row.scenario}: nothing was sent`);
    return failures;
  });
}

/** Rows per key beyond the first. */
export function countDuplicates(keys: readonly string[]): number {
  return keys.length - new Set(keys).size;
}
