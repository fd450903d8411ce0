import type { Config } from "../../config.ts";
import type { PrismaClient } from "../../db/prisma.ts";

/**
 * What the services need from a request: the database, the settings and the clock. The tRPC
 * context has these fields, so handlers pass their `ctx` as it is.
 */
export interface ServiceContext {
  prisma: PrismaClient;
  config: Pick<Config, "STAFF_EMAIL" | "MAIL_FROM" | "PUBLIC_URL">;
  now: () => Date;
}

/** The answer of a public write, and whether it wrote mail the outbox should send now. */
export interface SubmissionResult<R> {
  response: R;
  mailQueued: boolean;
}
