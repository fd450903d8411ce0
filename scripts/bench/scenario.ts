import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";

/**
 * One thing the bench measures, as a file in scripts/bench/scenarios/ exports it:
 *   export const currentPrice: BenchScenario = { name: "price of a double", method: "GET", path: "/api/prices/current?…" };
 * `body` and `headers` may be functions, called for every request (unique e-mails, idempotency keys).
 */
export interface BenchScenario {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  headers?: Record<string, string> | (() => Record<string, string>);
}

const scenarioSchema = z.object({
  name: z.string().min(1),
  method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]),
  path: z.string().startsWith("/"),
  body: z.unknown().optional(),
  headers: z.union([z.record(z.string(), z.string()), z.function()]).optional(),
});

function asScenarios(value: unknown): BenchScenario[] {
  const candidates = Array.isArray(value) ? value : [value];
  return candidates.flatMap((candidate) => {
    const parsed = scenarioSchema.safeParse(candidate);
    // The schema checked the shape; the cast only restores the function types zod cannot state.
    return parsed.success ? [candidate as BenchScenario] : [];
  });
}

/** Every scenario exported (named, default, or as an array) from scripts/bench/scenarios/*.ts, in file order. */
export async function loadScenarioFiles(directory: string): Promise<BenchScenario[]> {
  const files = (await readdir(directory).catch(() => [])).filter((file) => file.endsWith(".ts")).sort();
  const scenarios: BenchScenario[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(directory, file)).href)) as Record<string, unknown>;
    for (const exported of Object.values(module)) scenarios.push(...asScenarios(exported));
  }
  return scenarios;
}

/** The body of one request: the scenario's value, or what its function makes now. */
export function bodyOf(scenario: BenchScenario): string | undefined {
  const value: unknown = typeof scenario.body === "function" ? (scenario.body as () => unknown)() : scenario.body;
  return value === undefined ? undefined : JSON.stringify(value);
}

export function headersOf(scenario: BenchScenario): Record<string, string> {
  const extra = typeof scenario.headers === "function" ? scenario.headers() : (scenario.headers ?? {});
  return { ...(scenario.body === undefined ? {} : { "content-type": "application/json" }), ...extra };
}
