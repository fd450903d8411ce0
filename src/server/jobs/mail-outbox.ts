import type { FastifyInstance } from "fastify";
import type { BackgroundJob } from "./background-job.ts";

/**
 * Sends the outbox: at start, right after each new enquiry or sign-up (woken by its handler),
 * when a retry falls due, and every 30 seconds for mail written by other instances.
 */
export function createMailOutboxJob(app: FastifyInstance): BackgroundJob {
  return {
    name: "mail-outbox",
    start: () => app.mailOutbox.start(),
    stop: () => app.mailOutbox.stop(),
  };
}
