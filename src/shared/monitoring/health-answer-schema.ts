import { z } from "zod";

/**
 * GET /api/health's answer, as health.check declares it (the operational contract in the README;
 * ADR 040). health-answer.ts reads its type from here without bundling zod into the desk app's check.
 */
export const healthAnswerSchema = z.union([
  z.object({ status: z.literal("ok"), db: z.literal("ok") }),
  z.object({ status: z.literal("degraded"), db: z.literal("ok"), reasons: z.array(z.string()) }),
]);
