import type { SignInRequest } from "../../../../shared/staff/staff-requests.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import { signIn } from "../../../services/staff/sign-in.ts";
import type { Context } from "../../context.ts";
import { originOf, signInContextOf } from "./sign-in-context.ts";

/** POST /api/admin/login: a new session and its cookie, or "Login failed". */
export async function login({ ctx, input }: { ctx: Context; input: SignInRequest }): Promise<{ user: AdminIdentity }> {
  const { user, token, expiresAt } = await signIn(signInContextOf(ctx), input, originOf(ctx));
  ctx.sessionCookie.set(token, expiresAt);
  return { user };
}
