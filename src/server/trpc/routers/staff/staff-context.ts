import type { StaffContext } from "../../../services/staff/accounts.ts";
import type { PasswordThrottle } from "../../../services/staff/password-throttle.ts";
import type { SessionOrigin } from "../../../services/staff/sessions.ts";
import type { SignInContext } from "../../../services/staff/sign-in.ts";
import type { Context } from "../../context.ts";

/** Who acts and from where, for the staff services and their audit trail. */
export function staffContextOf(ctx: Context & { admin: NonNullable<Context["admin"]> }): StaffContext {
  return { prisma: ctx.prisma, now: ctx.now, actor: ctx.admin, ipAddress: ctx.clientKey, throttle: passwordThrottleOf(ctx) };
}

export function originOf(ctx: Context): SessionOrigin {
  return { ipAddress: ctx.clientKey, userAgent: ctx.userAgent };
}

/** The one throttle every staff password check goes through (sign-in and account changes). */
export function passwordThrottleOf(ctx: Context): PasswordThrottle {
  return { limiter: ctx.rateLimiter, byAddress: ctx.rateLimitTiers.signInFailuresByAddress, byAccount: ctx.rateLimitTiers.signInFailuresByAccount };
}

export function signInContextOf(ctx: Context): SignInContext {
  return { prisma: ctx.prisma, now: ctx.now, throttle: passwordThrottleOf(ctx) };
}
