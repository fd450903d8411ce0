import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../helpers/test-app.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

// What an independent fuzzer does with the API document: it sends bodies the document allows and
// expects them not to be refused for their shape. For every JSON write of the public document,
// bodies are generated from the document's own schema (lengths, patterns, formats, enums, bounds);
// the server may refuse one for what the schema cannot say (a date in the past, check-out before
// check-in, a number no country has), but only where the document states that rule in a field's
// or the body's description, in the very words of the refusal. Replay with DOCUMENTED_SEED; the
// suite's short form sends DOCUMENTED_RUNS (25) bodies per call.

const RUNS = Number(process.env.DOCUMENTED_RUNS ?? 25);
const SEED = Number(process.env.DOCUMENTED_SEED ?? Date.now() % 2 ** 31);

type Schema = Record<string, unknown>;
interface ApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
}

/** Writes a generated body cannot reach the rules of: a Stripe-signed webhook. */
const NOT_GENERATED = [/^\/api\/stripe\/webhook$/];

/** Characters a written value is made of when no pattern of the document can generate it. */
const TEXT_UNIT = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", " ", " ", ".", "-", "'", "’", "é", "ß", "+", "(", ")", "@", ",", "!", "?", "\n", "<", "/", "=", ":", "\u0000", "\u202e");

function patternsOf(schema: Schema): RegExp[] {
  const own = typeof schema.pattern === "string" ? [schema.pattern] : [];
  const inAllOf = Array.isArray(schema.allOf) ? (schema.allOf as Schema[]).flatMap((part) => (typeof part.pattern === "string" ? [part.pattern] : [])) : [];
  return [...own, ...inAllOf].map((pattern) => new RegExp(pattern, "u"));
}

function isRealDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** Does the document allow this string? Lengths count code points, as JSON Schema does. */
function allowsString(schema: Schema, value: string): boolean {
  const length = [...value].length;
  if (typeof schema.minLength === "number" && length < schema.minLength) return false;
  if (typeof schema.maxLength === "number" && length > schema.maxLength) return false;
  if (schema.format === "date" && !isRealDate(value)) return false;
  return patternsOf(schema).every((pattern) => pattern.test(value));
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === "date") {
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const day = 86_400_000;
    return fc.integer({ min: -30, max: 800 }).map((offset) => new Date(today + offset * day).toISOString().slice(0, 10));
  }
  const maxLength = Math.min(typeof schema.maxLength === "number" ? schema.maxLength : 60, 300);
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const generic = fc.string({ unit: TEXT_UNIT, minLength, maxLength });
  const [first] = patternsOf(schema);
  let fromPattern: fc.Arbitrary<string> | undefined;
  try {
    if (first) fromPattern = fc.stringMatching(first);
  } catch {
    // A pattern with lookarounds: fast-check cannot generate from it; the generic text is filtered by it.
  }
  const candidates = fromPattern ? fc.oneof({ weight: 3, arbitrary: fromPattern }, { weight: 1, arbitrary: generic }) : generic;
  return candidates.filter((value) => allowsString(schema, value));
}

/** Values the schema allows; `undefined` stands for leaving an optional property out. */
function arbitraryOf(schema: Schema): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as Schema[]).map(arbitraryOf));
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map(arbitraryOf));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === "string" ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type })));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: typeof schema.minimum === "number" ? schema.minimum : -1_000, max: typeof schema.maximum === "number" ? Math.min(schema.maximum, 100_000) : 1_000 });
    case "number":
      return fc.double({ min: typeof schema.minimum === "number" ? schema.minimum : -1_000, max: typeof schema.maximum === "number" ? schema.maximum : 1_000, noNaN: true });
    case "string":
      return stringArbitrary(schema);
    case "array": {
      const items = arbitraryOf((schema.items as Schema | undefined) ?? {});
      return fc.array(items, { minLength: typeof schema.minItems === "number" ? schema.minItems : 0, maxLength: typeof schema.maxItems === "number" ? schema.maxItems : 3 });
    }
    case "object": {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, required.has(name) ? arbitraryOf(property) : fc.option(arbitraryOf(property), { nil: undefined })]));
      return fc.record(model);
    }
    default:
      // `{}` (anything, such as the forms' honeypot): left empty, as a person leaves it.
      return fc.constant(undefined);
  }
}

/** The descriptions that speak for a field: its own, and each enclosing object's up to the body. */
function descriptionsAlong(body: Schema, path: string[]): string {
  const found: string[] = [];
  const visit = (schema: Schema | undefined, rest: string[]): void => {
    if (!schema) return;
    if (typeof schema.description === "string") found.push(schema.description);
    for (const keyword of ["oneOf", "anyOf", "allOf"]) if (Array.isArray(schema[keyword])) for (const branch of schema[keyword] as Schema[]) visit(branch, rest);
    if (!rest.length) return;
    const [next, ...after] = rest;
    if (schema.items && /^\d+$/.test(next!)) visit(schema.items as Schema, after);
    else visit((schema.properties as Record<string, Schema> | undefined)?.[next!], after);
  };
  visit(body, path);
  return found.join("\n");
}

describe("bodies the API document allows", () => {
  const t = useAppWithStripe({ RATE_LIMIT_PER_MINUTE: "1000000", RATE_LIMIT_WRITES_PER_MINUTE: "1000000" });

  it(`are refused only for rules the document states (${RUNS} per write)`, { timeout: 600_000 }, async () => {
    const described = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(described.statusCode).toBe(200);
    const writes = Object.entries(described.json<ApiDocument>().paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const body = operation.requestBody?.content?.["application/json"]?.schema;
        return body && !NOT_GENERATED.some((pattern) => pattern.test(path)) ? [{ method: method.toUpperCase(), path, body }] : [];
      }),
    );
    expect(writes.length).toBeGreaterThanOrEqual(15);

    const unstated: string[] = [];
    const answers = new Map<number, number>();
    for (const { method, path, body } of writes) {
      await fc.assert(
        fc.asyncProperty(arbitraryOf(body), async (generated) => {
          const response = await t.app.inject({
            method: method as "POST",
            url: path.replace(/\{[^}]+\}/g, "x"),
            headers: { "content-type": "application/json", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
            payload: JSON.stringify(generated),
          });
          answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode !== 400) return;
          if (!String(response.headers["content-type"]).startsWith("application/json")) {
            unstated.push(`${method} ${path}: a 400 page for ${JSON.stringify(generated).slice(0, 300)}`);
            return;
          }
          const { fieldErrors = {} } = response.json<{ fieldErrors?: Record<string, string> }>();
          for (const [field, message] of Object.entries(fieldErrors)) {
            if (!descriptionsAlong(body, field.split(".")).includes(message)) unstated.push(`${method} ${path} ${field}: "${message}" for ${JSON.stringify(generated).slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    process.stdout.write(`documented inputs: seed ${SEED}, ${writes.length} writes x ${RUNS}; answers ${[...answers].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(", ")}\n`);
    expect([...new Set(unstated.map((line) => line.split(" for ")[0]))], `seed ${SEED}; first: ${unstated[0] ?? ""}`).toEqual([]);
  });
});
