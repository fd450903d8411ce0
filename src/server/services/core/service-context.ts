import type { Config } from "../../config.ts";
import type { PrismaClient } from "../../db/prisma.ts";

/** What the enquiry and newsletter services need from the request's context. */
export interface PublicWriteContext {
  prisma: PrismaClient;
  config: Pick<Config, "STAFF_EMAIL" | "MAIL_FROM" | "PUBLIC_URL">;
  now: () => Date;
}

/** The answer of a public write, and whether it wrote mail the outbox should send now. */
export interface SubmissionResult<R> {
  response: R;
  mailQueued: boolean;
}
