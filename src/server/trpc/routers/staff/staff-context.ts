import type { StaffContext } from "../../../services/staff/accounts.ts";
import type { SessionOrigin } from "../../../services/staff/sessions.ts";
import type { SignInContext } from "../../../services/staff/sign-in.ts";
import type { Context } from "../../context.ts";

/** Who acts and from where, for the staff services and their audit trail. */
export function staffContextOf(ctx: Context & { admin: NonNullable<Context["admin"]> }): StaffContext {
  return { prisma: ctx.prisma, now: ctx.now, actor: ctx.admin, ipAddress: ctx.clientKey };
}

export function originOf(ctx: Context): SessionOrigin {
  return { ipAddress: ctx.clientKey, userAgent: ctx.userAgent };
}

export function signInContextOf(ctx: Context): SignInContext {
  return {
    prisma: ctx.prisma,
    now: ctx.now,
    throttle: { limiter: ctx.rateLimiter, byAddress: ctx.rateLimitTiers.signInFailuresByAddress, byAccount: ctx.rateLimitTiers.signInFailuresByAccount },
  };
}
