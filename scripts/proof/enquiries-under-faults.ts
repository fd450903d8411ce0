import { type EnquiryKind, keyOfTag, startEnquiryLoad, type Submission } from "./enquiry-clients.ts";
import type { ProofApp } from "./proof-app.ts";
import { countDuplicates, type ProofRow } from "./proof-row.ts";
import type { ProofQuery, ProofStore } from "./proof-store.ts";

export interface EnquiryFaults {
  rate: number;
  seconds: number;
  /** Stop the database at this second of the load for this long (PostgreSQL on this machine only). */
  databaseStop?: { atSecond: number; forSeconds: number };
  /**
   * SIGKILL the app at this second of the load (or once the database is back) and start it again
   * at once; without it, another scenario's kill falls during the load.
   */
  killAtSecond?: number;
  graceSeconds: number;
}

/** What a scenario leaves to count once the app has stopped (the embedded database has one owner). */
export type Tally = (query: ProofQuery) => Promise<ProofRow[]>;

const TABLES: Record<EnquiryKind, string> = { contact: "contact_inquiry", event: "event_inquiry" };
const at = (second: number) => new Promise((resolve) => setTimeout(resolve, second * 1000));

/**
 * Contact and event enquiries under load while the database goes away (PostgreSQL) and the app is
 * killed with SIGKILL mid-write and started again on the same data; the clients retry with their keys.
 */
export async function enquiriesUnderFaults(app: ProofApp, store: ProofStore, marker: string, faults: EnquiryFaults): Promise<Tally> {
  const load = startEnquiryLoad({ url: app.url, marker, rate: faults.rate, seconds: faults.seconds, graceSeconds: faults.graceSeconds });
  const notes: string[] = [];
  const databaseStop = faults.databaseStop;
  const cluster = store.cluster;
  const outage =
    databaseStop && cluster
      ? at(databaseStop.atSecond).then(async () => {
          const downMs = await cluster.stopFor(databaseStop.forSeconds * 1000);
          notes.push(`database stopped ${(downMs / 1000).toFixed(1)} s`);
        })
      : Promise.resolve();
  // Never while the database is down: the app could not start again until it is back.
  const killAtSecond = faults.killAtSecond;
  const kill = killAtSecond === undefined ? Promise.resolve() : Promise.all([at(killAtSecond), outage]).then(async () => {
    const inFlight = load.inFlight();
    const killedAt = Date.now();
    await app.kill();
    await app.start();
    notes.push(`SIGKILL with ${inFlight} requests in flight, back in ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
  });
  await Promise.all([load.finished, outage, kill]);

  return async (query) => {
    const rows: ProofRow[] = [];
    for (const kind of ["contact", "event"] as const) {
      const sent = load.submissions.filter((submission) => submission.kind === kind);
      const stored = await query<{ message: string }>(`SELECT message FROM ${TABLES[kind]} WHERE message LIKE $1`, [`%[proof ${marker} %`]);
      const storedKeys = stored.flatMap((row) => keyOfTag(marker, row.message) ?? []);
      const present = new Set(storedKeys);
      const acknowledged = sent.filter((submission) => submission.acknowledged);
      const retried = sent.filter((submission: Submission) => submission.attempts > 1).length;
      const refused = sent.filter((submission) => submission.refused !== undefined);
      rows.push({
        scenario: `${kind} enquiries, ${store.label}`,
        sent: sent.length,
        acknowledged: acknowledged.length,
        stored: stored.length,
        duplicates: countDuplicates(storedKeys),
        lost: acknowledged.filter((submission) => !present.has(submission.key)).length,
        happened: [
          ...notes,
          `${retried} retried`,
          ...(refused.length ? [`${refused.length} refused (${[...new Set(refused.map((submission) => submission.refused))].join(", ")})`] : []),
        ].join("; "),
      });
    }
    return rows;
  };
}
