import type { AccountProof, ConfirmTwoFactor } from "../../../../shared/staff/staff-requests.ts";
import { PASSWORD_CHANGE_REQUIRED } from "../../../../shared/staff/staff-account-messages.ts";
import { AppError } from "../../../errors.ts";
import type { TwoFactorSetup } from "../../../../shared/staff/staff-answers.ts";
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment, disableTwoFactor } from "../../../services/staff/two-factor.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import { type Context, originOf, serviceContextOf } from "../../context.ts";

/**
 * POST /api/admin/two-factor/setup {currentPassword, currentCode?}: a new secret and its QR code,
 * pending until confirmed. A password an owner reset is changed first: two-factor sign-in is tied
 * to the password the member of staff chose.
 */
export function beginTwoFactorHandler({ ctx, input }: { ctx: Context & { admin: AdminIdentity }; input: AccountProof }): Promise<TwoFactorSetup> {
  if (ctx.admin.mustChangePassword) throw new AppError("FORBIDDEN", PASSWORD_CHANGE_REQUIRED);
  return beginTwoFactorEnrolment(serviceContextOf(ctx), input);
}

/** POST /api/admin/two-factor/confirm {code, currentPassword}: switches it on; the recovery codes are shown this once; this browser gets a new session, the others end. */
export async function confirmTwoFactorHandler({ ctx, input }: { ctx: Context & { admin: AdminIdentity }; input: ConfirmTwoFactor }): Promise<{ recoveryCodes: string[] }> {
  const { recoveryCodes, token, expiresAt } = await confirmTwoFactorEnrolment(serviceContextOf(ctx), input, originOf(ctx));
  ctx.sessionCookie.set(token, expiresAt);
  return { recoveryCodes };
}

/** POST /api/admin/two-factor/disable {currentPassword, currentCode}: reception only (owners must keep it); this browser gets a new session, the others end. */
export async function disableTwoFactorHandler({ ctx, input }: { ctx: Context & { admin: AdminIdentity }; input: AccountProof }): Promise<{ disabled: true }> {
  const { token, expiresAt } = await disableTwoFactor(serviceContextOf(ctx), input, originOf(ctx));
  ctx.sessionCookie.set(token, expiresAt);
  return { disabled: true };
}
