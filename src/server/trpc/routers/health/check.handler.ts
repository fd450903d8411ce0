import { AppError } from "../../../errors.ts";
import type { Context } from "../../context.ts";

export interface HealthStatus {
  status: "ok";
  db: "ok";
}

/** Up when the database answers a trivial query. */
export async function checkHealth({ ctx }: { ctx: Pick<Context, "prisma" | "log"> }): Promise<HealthStatus> {
  try {
    await ctx.prisma.$queryRaw`SELECT 1`;
  } catch (error) {
    throw new AppError("SERVICE_UNAVAILABLE", "The database is unreachable.", { cause: error });
  }
  return { status: "ok", db: "ok" };
}
