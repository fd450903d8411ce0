import type { SessionOrigin } from "../../../services/staff/sessions.ts";
import type { SignInContext } from "../../../services/staff/sign-in.ts";
import type { Context } from "../../context.ts";
import { passwordThrottleOf } from "../../staff-context.ts";

// What the sign-in procedures hand the staff services before anyone is signed in; once signed in,
// a procedure uses trpc/staff-context.ts's staffServiceContext.

export function originOf(ctx: Context): SessionOrigin {
  return { ipAddress: ctx.clientKey, userAgent: ctx.userAgent };
}

export function signInContextOf(ctx: Context): SignInContext {
  return { prisma: ctx.prisma, now: ctx.now, throttle: passwordThrottleOf(ctx), config: ctx.config };
}
