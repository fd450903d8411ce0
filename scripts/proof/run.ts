// npm run proof — the hotel's worst night, measured: the real app in its own process takes
// enquiries under load while PostgreSQL is stopped and the app is SIGKILLed (and, on the embedded
// database, killed mid-write), paid add-ons whose app dies mid-fulfilment, and e-mails through an
// SMTP outage. One table; exits 1 if anything was lost or doubled. See docs/decisions/043-*.md.
//
// PROOF_SECONDS (load per store, default 60), PROOF_RATE (enquiries a second, default 50),
// PROOF_DATABASE_URL (PostgreSQL server, default postgres@127.0.0.1:5432; its cluster on this
// machine is stopped for 10 s), PROOF_ONLY ("postgresql" or "pglite").
import os from "node:os";
import { proveOn, type ProofPlan } from "./run-proof.ts";
import { formatProofTable, PROOF_DEFINITIONS, type ProofRow, proofFailures } from "./proof-row.ts";
import { pgliteStore, postgresStore, type ProofStore } from "./proof-store.ts";

const seconds = Number(process.env.PROOF_SECONDS ?? 60);
const rate = Number(process.env.PROOF_RATE ?? 50);
const serverUrl = process.env.PROOF_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const only = process.env.PROOF_ONLY?.toLowerCase();
const say = (line: string) => process.stdout.write(`  ${line}\n`);

function planFor(store: ProofStore): ProofPlan {
  const stopFor = Math.min(10, Math.max(3, Math.round(seconds / 6)));
  return {
    enquiries: {
      rate,
      seconds,
      // PostgreSQL: the database goes at a quarter of the run, the app is killed at two thirds.
      ...(store.label === "PostgreSQL" ? { databaseStop: { atSecond: Math.round(seconds / 4), forSeconds: stopFor } } : {}),
      killAtSecond: store.label === "PostgreSQL" ? Math.round((seconds * 2) / 3) : Math.round(seconds / 2),
      graceSeconds: 30,
    },
    // Killed as the app asks Stripe (the event recorded, nothing paid), and further into fulfilment.
    addonKillAtFractions: seconds >= 30 ? [0, 0.2, 0.4, 0.6, 0.8, 0.95] : [0, 0.7],
    smtp: { rate: Math.min(rate, 10), seconds: Math.min(seconds, 10), outageSeconds: Math.min(10, Math.max(3, seconds / 6)) },
    say,
  };
}

process.stdout.write(
  `Proof: ${rate} enquiries/s (contact and event alternating) for ${seconds} s per store, ${os.cpus().length} CPUs, Node ${process.version}\n\n${PROOF_DEFINITIONS}\n\n`,
);
const rows: ProofRow[] = [];
let exitCode = 0;
const stores: (() => Promise<ProofStore>)[] = [
  ...(only === "pglite" ? [] : [() => postgresStore(serverUrl)]),
  ...(only === "postgresql" ? [] : [pgliteStore]),
];
for (const open of stores) {
  const store = await open();
  try {
    if (store.label === "PostgreSQL" && !store.cluster) {
      process.stderr.write(`No PostgreSQL cluster of this machine serves ${new URL(serverUrl).host}: the database cannot be stopped, so its row proves less.\n`);
      exitCode = 1;
    }
    rows.push(...(await proveOn(store, planFor(store))));
  } catch (error) {
    process.stderr.write(`The proof on ${store.label} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    exitCode = 1;
  } finally {
    await store.dispose();
  }
}
process.stdout.write(`\n${formatProofTable(rows)}\n`);
const failures = proofFailures(rows);
for (const failure of failures) process.stderr.write(`NOT PROVEN: ${failure}\n`);
process.exit(failures.length > 0 ? 1 : exitCode);
