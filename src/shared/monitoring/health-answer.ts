import type { z } from "zod";
import type { healthAnswerSchema } from "./health-answer-schema.ts";

/**
 * GET /api/health's answer (the operational contract in the README; ADR 040). 200 while the database
 * answers: "degraded" still serves pages and takes enquiries (mail waits in the outbox), so a load
 * balancer keeps the instance; `reasons` tell an operator what to look at. 503 only when the
 * database is unreachable.
 */
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** Whether a health answer's status says the server is serving (degraded included). */
export function isServingStatus(status: unknown): boolean {
  return status === "ok" || status === "degraded";
}
