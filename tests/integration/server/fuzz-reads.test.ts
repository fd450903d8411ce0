import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAdminSession } from "../helpers/admin-session.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

// Property-based fuzzing of every read (public and staff): generated values for each path and
// query parameter the API document declares, sent anonymously and with an owner's session. None
// may answer 5xx. The reads come from the server's own OpenAPI document, so a new read is fuzzed
// without touching this file. Replay with FUZZ_SEED=<the printed seed>; FUZZ_RUNS sets the inputs
// per read (60 by default: the suite's short form).

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Reads that stream or wait (the staff notices' event stream) are not request-answer calls. */
const NOT_FUZZED = [/^\/api\/admin\/events$/];

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
}
interface ApiDocument {
  paths: Record<string, { get?: { parameters?: Parameter[] } }>;
}

/** Text a path or query value may hold once decoded: controls (NUL first), odd Unicode, long runs, near-valid values. */
const VALUE = fc.oneof(
  fc.string({ unit: fc.constantFrom("\u0000", "\u001b", "\u202e", "\u0085", "\ud800", "a", "1", " ", "%", "_", "'", "\\", "/", "?", "#") }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", "0", "-1", "1e400", "NaN", "9".repeat(40), "2026-02-30", "2026-13-01", "true", "null", "[]", "{}", "PET-", "../..", "a".repeat(5_000)),
  fc.string({ maxLength: 40 }),
);
/** A value on the wire: percent-encoded, or raw bytes that are not valid percent-encoding or UTF-8. */
const ENCODED = fc.oneof(
  { weight: 6, arbitrary: VALUE.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"))) },
  { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "%C3", "%F0%9F", "%ED%A0%80", "%00", "%C0%80", "%FF%FE") },
);

describe("fuzzing every read with generated path and query values", () => {
  const t = useAppWithStripe({ RATE_LIMIT_PER_MINUTE: "1000000", RATE_LIMIT_WRITES_PER_MINUTE: "1000000" });

  it(`answers ${RUNS} generated inputs per read, anonymous and signed in, without a 5xx`, { timeout: 600_000 }, async () => {
    const owner = await createAdminSession(t.app, { role: "owner" });
    const described = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { cookie: owner.cookie } });
    expect(described.statusCode).toBe(200);
    const reads = Object.entries(described.json<ApiDocument>().paths)
      .flatMap(([path, operations]) => (operations.get ? [{ path, parameters: (operations.get.parameters ?? []).filter((parameter) => parameter.in === "path" || parameter.in === "query") }] : []))
      .filter(({ path }) => !NOT_FUZZED.some((pattern) => pattern.test(path)));
    expect(reads.length).toBeGreaterThanOrEqual(20);
    expect(reads.some(({ parameters }) => parameters.some((parameter) => parameter.in === "path"))).toBe(true);

    const started = performance.now();
    const answers = new Map<number, number>();
    for (const { path, parameters } of reads) {
      const values = fc.tuple(...parameters.map(() => fc.option(ENCODED, { nil: undefined, freq: 4 })), fc.boolean());
      const failure = await fc.check(
        fc.asyncProperty(values, async (generated) => {
          const signedIn = generated.at(-1) === true;
          let url = path;
          const query: string[] = [];
          parameters.forEach((parameter, index) => {
            const value = (generated[index] as string | undefined) ?? "x";
            if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, value === "" ? "x" : value);
            else if (generated[index] !== undefined) query.push(`${encodeURIComponent(parameter.name)}=${value}`);
          });
          if (query.length) url += `?${query.join("&")}`;
          const headers = signedIn ? { cookie: owner.cookie, origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" } : {};
          const response = await t.app.inject({ method: "GET", url, headers });
          answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode < 500, `${response.statusCode} for GET ${url.slice(0, 300)} ${response.body.slice(0, 200)}`).toBe(true);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      const cause = failure.errorInstance instanceof Error ? failure.errorInstance.message.split("\n")[0] : "";
      expect(failure.failed, `GET ${path}: ${cause} (seed ${SEED})`).toBe(false);
    }
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `fuzz reads: seed ${SEED}, ${reads.length} reads x ${RUNS} = ${reads.length * RUNS} inputs in ${seconds.toFixed(1)} s; answers ${[...answers].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(", ")}\n`,
    );
    expect([...answers.keys()].filter((status) => status >= 500)).toEqual([]);
  });
});
