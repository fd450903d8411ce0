import { describe, expect, it } from "vitest";
import { proveOn } from "../../../scripts/proof/run-proof.ts";
import { proofFailures } from "../../../scripts/proof/proof-row.ts";
import { pgliteStore, postgresStore } from "../../../scripts/proof/proof-store.ts";

// The short form of `npm run proof` (ADR 043): the same scenarios for a few
// seconds, on PostgreSQL when TEST_DATABASE_URL is set, else on the embedded database: the real app
// in its own process, one SIGKILL under enquiry load in the middle of an add-on's fulfilment, an
// SMTP outage. It never stops the database: other test files use that server at the same time
// (the full `npm run proof` stops it).
const postgresUrl = process.env.TEST_DATABASE_URL;

describe("npm run proof, short form", () => {
  it("loses nothing and doubles nothing across a SIGKILL under load, a kill mid-fulfilment and an SMTP outage", async () => {
    const store = postgresUrl ? await postgresStore(postgresUrl) : await pgliteStore();
    try {
      const rows = await proveOn(store, {
        // One SIGKILL for both: the add-on's, as its app asks Stripe about the payment, during the enquiries' load.
        enquiries: { rate: 10, seconds: 4, graceSeconds: 20 },
        addonAfterSeconds: 0.5,
        addonKillAtFractions: [0],
        smtp: { rate: 5, seconds: 2, outageSeconds: 2 },
      });
      expect(rows.map((row) => row.scenario)).toEqual([
        `contact enquiries, ${store.label}`,
        `event enquiries, ${store.label}`,
        `paid add-on · fulfilment, ${store.label}`,
        `paid add-on · confirmation, ${store.label}`,
        `paid add-on · staff notice, ${store.label}`,
        `e-mails through an SMTP outage, ${store.label}`,
      ]);
      expect(proofFailures(rows)).toEqual([]);
      // The grace period is long enough for every client and every retry of Stripe's.
      for (const row of rows) expect(row, row.scenario).toMatchObject({ acknowledged: row.sent, stored: row.sent });
      // The kill reached the enquiries too: their clients had to try again.
      expect(rows[0]?.happened).toMatch(/[1-9]\d* retried/);
      // Killed with Stripe's event recorded and nothing paid: only Stripe's retry could fulfil it.
      expect(rows[2]?.happened).toMatch(/SIGKILL 1× event recorded, not yet paid; Stripe tried [2-9]/);
    } finally {
      await store.dispose();
    }
  }, 120_000);
});
