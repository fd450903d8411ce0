import type { SignInRequest } from "../../../../shared/staff/staff-requests.ts";
import type { StaffSession } from "../../../../shared/staff/staff-user.ts";
import { TWO_FACTOR_CODE_NEEDED, TWO_FACTOR_CODE_WRONG } from "../../../../shared/staff/staff-account-messages.ts";
import { AppError } from "../../../errors.ts";
import type { SignInFailureReason } from "../../../plugins/metrics.ts";
import { staffUserOf } from "../../../services/staff/sessions.ts";
import { signIn } from "../../../services/staff/sign-in.ts";
import { type Context, originOf, serviceContextOf } from "../../context.ts";

/** How a refused sign-in is counted, never by whom; undefined when it is not a refusal (the code is still to come). */
function failureReason(error: unknown): SignInFailureReason | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.code === "TOO_MANY_REQUESTS") return "throttled";
  if (error.code !== "UNAUTHORIZED" || error.message === TWO_FACTOR_CODE_NEEDED) return undefined;
  return error.message === TWO_FACTOR_CODE_WRONG ? "second_factor" : "credentials";
}

/** POST /api/admin/login: a new session and its cookie, or "Login failed". */
export async function login({ ctx, input }: { ctx: Context; input: SignInRequest }): Promise<StaffSession> {
  let signedIn;
  try {
    signedIn = await signIn(serviceContextOf(ctx), input, originOf(ctx));
  } catch (error) {
    const reason = failureReason(error);
    if (reason) ctx.metrics.signInFailed(reason);
    throw error;
  }
  ctx.sessionCookie.set(signedIn.token, signedIn.expiresAt);
  return { user: staffUserOf(signedIn.user) };
}
