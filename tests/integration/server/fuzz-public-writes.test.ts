import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

// Property-based fuzzing of every public write: generated invalid inputs, none
// of which may reach a 5xx, leave the API's envelope or store a row. The writes are read from the
// app's own route table, so a new public call is fuzzed without touching this file. Replay a
// failure with FUZZ_SEED=<the printed seed>; FUZZ_RUNS sets the inputs per call (200 by default: the
// suite's short form, a new seed each run; FUZZ_RUNS=1000 for a long one, ADR 084).

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/**
 * Staff calls, the signed Stripe webhook and the staff's own price calls are not public writes;
 * bookings/create stores nothing and every field of it has a default (any object is a valid call
 * for a deep link), so no input of it is invalid.
 */
const NOT_PUBLIC = [/^\/api\/admin\//, /^\/api\/prices\/(update|admin\/)/, /^\/api\/stripe\/webhook$/, /^\/api\/bookings\/create$/];

/** Field names the public calls take, so generated objects hit the schemas' fields, not only unknown keys. */
const FIELDS = [
  "name", "email", "phone", "subject", "message", "marketingOptIn", "website", "idempotencyKey", "source",
  "eventType", "venue", "eventDate", "guests", "requestType", "reason", "token", "consentType", "granted",
  "errorId", "path", "bookingConfirmationId", "guestName", "guestEmail", "guestPhone", "checkInDate",
  "checkOutDate", "pets", "numberOfPets", "petDetails", "specialRequirements", "roomType", "checkIn",
  "checkOut", "adults", "children", "sessionId", "paymentIntentId",
];

const CONTROL_TEXT = fc.string({ unit: fc.constantFrom("\u0000", "\u001b", "\u0007", "\u0008", "\u202e", "\u0085", "a", " ") });
const WRONG_TYPE = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
const BAD_TEXT = fc.oneof(
  CONTROL_TEXT,
  fc.integer({ min: 501, max: 5_000 }).map((length) => "x".repeat(length)),
  fc.constantFrom("not-an-email", "a@", "@example.com", "jane@@example.com", "jane@example", " <script>@x.y", "2026-02-30", "-1", "PET-"),
  fc.string({ maxLength: 40 }),
);
/** Arrays nested thousands deep, as raw JSON text (too deep for this test's own JSON.stringify). */
const DEEPLY_NESTED = fc
  .tuple(fc.constantFrom(...FIELDS), fc.integer({ min: 50, max: 5_000 }), fc.boolean())
  .map(([field, depth, inObject]) => {
    const nested = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    return inObject ? `{"${field}":${nested}}` : nested;
  });

/** Objects with the calls' field names, every value of the wrong type or malformed text, plus stray keys. */
const BAD_OBJECT = fc
  .tuple(
    fc.subarray(FIELDS, { minLength: 1 }),
    fc.array(fc.oneof(WRONG_TYPE, BAD_TEXT), { minLength: FIELDS.length, maxLength: FIELDS.length }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  )
  .map(([names, values, extra]) => ({ ...extra, ...Object.fromEntries(names.map((name, index) => [name, values[index]])) }));

/** A body as sent on the wire: JSON of anything that is not a valid call, or text that is not JSON. */
const BAD_BODY = fc.oneof(
  { weight: 5, arbitrary: BAD_OBJECT.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).filter((value) => typeof value !== "object" || value === null || Array.isArray(value)).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: DEEPLY_NESTED },
  // 100,000 characters are over the 64 KB body limit; 60,000 are under it and over every field's.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...FIELDS), fc.constantFrom(60_000, 100_000)).map(([field, length]) => JSON.stringify({ [field]: "x".repeat(length) })) },
  { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("{", '{"name":', "{'a':1}", "[1,]", "\u0000")) },
);

const PATH_SEGMENT = fc.oneof(fc.constantFrom("x", "1", "%00", "..", "%5C", "a".repeat(120)), fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent));

async function rowCount(app: ReturnType<typeof useAppWithStripe>["app"]): Promise<number> {
  const tables = await app.prisma.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  let total = 0;
  for (const { tablename } of tables) {
    const [row] = await app.prisma.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) AS count FROM "${tablename}"`);
    total += Number(row?.count ?? 0);
  }
  return total;
}

describe("fuzzing the public writes with invalid inputs", () => {
  const t = useAppWithStripe({ RATE_LIMIT_PER_MINUTE: "1000000", RATE_LIMIT_WRITES_PER_MINUTE: "1000000" });

  it(`answers ${RUNS} generated invalid inputs per public write with 4xx in the envelope, storing nothing`, { timeout: 600_000 }, async () => {
    const writes = t.app.restRoutes.filter((route) => route.method !== "GET" && !NOT_PUBLIC.some((pattern) => pattern.test(route.url)));
    expect(writes.length).toBeGreaterThanOrEqual(10);
    const rowsBefore = await rowCount(t.app);
    const started = performance.now();
    const answers = new Map<number, number>();
    for (const write of writes) {
      const failure = await fc.check(
        fc.asyncProperty(BAD_BODY, PATH_SEGMENT, async (body, segment) => {
          const url = write.url.replace(/:[A-Za-z]+/g, segment);
          const response = await t.app.inject({ method: write.method as "POST", url, headers: { "content-type": "application/json", origin: "http://localhost:3000" }, payload: body });
          answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
          const answer = `${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode >= 400 && response.statusCode < 500, answer).toBe(true);
          // The no-JavaScript form posts (plain-form routes) answer their page again, with the message.
          if (String(response.headers["content-type"]).startsWith("text/html")) return;
          const envelope = response.json<{ success?: unknown; error?: unknown }>();
          expect(envelope.success === false && typeof envelope.error === "string" && envelope.error.length > 0, answer).toBe(true);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      const cause = failure.errorInstance instanceof Error ? failure.errorInstance.message.split("\n")[0] : "";
      expect(failure.failed, `${write.method} ${write.url} answered ${cause} for ${JSON.stringify(failure.counterexample).slice(0, 300)} (seed ${SEED})`).toBe(false);
    }
    const seconds = (performance.now() - started) / 1000;
    const tried = writes.length * RUNS;
    process.stdout.write(
      `fuzz: seed ${SEED}, ${writes.length} public writes x ${RUNS} = ${tried} invalid inputs in ${seconds.toFixed(1)} s; answers ${[...answers].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(", ")}\n`,
    );
    expect([...answers.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(await rowCount(t.app)).toBe(rowsBefore);
  });
});
