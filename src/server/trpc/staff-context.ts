import type { PasswordThrottle } from "../services/core/password-throttle.ts";
import type { StaffServiceContext } from "../services/core/staff-service-context.ts";
import type { Context } from "./context.ts";

/** The context of a staff procedure: adminProcedure (and signedInProcedure) narrow `admin` to non-null. */
export type StaffProcedureContext = Context & { admin: NonNullable<Context["admin"]> };

/** The one way a staff procedure hands its services who acts and from where, with what they work on. */
export function staffServiceContext(ctx: StaffProcedureContext): StaffServiceContext {
  return {
    prisma: ctx.prisma,
    config: ctx.config,
    now: ctx.now,
    log: ctx.log,
    actor: ctx.admin,
    ipAddress: ctx.clientKey,
    payments: ctx.payments,
    roomRates: ctx.roomRates,
    throttle: passwordThrottleOf(ctx),
  };
}

/** The one throttle every staff password check goes through (sign-in and account changes). */
export function passwordThrottleOf(ctx: Context): PasswordThrottle {
  return { limiter: ctx.rateLimiter, byAddress: ctx.rateLimitTiers.signInFailuresByAddress, byAccount: ctx.rateLimitTiers.signInFailuresByAccount };
}
