import type { PublicWriteContext } from "../../../services/core/service-context.ts";
import type { Context } from "../../context.ts";

/** The part of the request context the enquiry and newsletter services use. */
export function publicWriteContext(ctx: Context): PublicWriteContext {
  return { prisma: ctx.prisma, config: ctx.config, now: () => new Date() };
}

/** Counts one public write against the client's per-minute budget (429 when used up). */
export function consumePublicWrite(ctx: Context): Promise<void> {
  return ctx.rateLimiter.consume(ctx.rateLimitTiers.publicWrite, ctx.clientKey);
}
