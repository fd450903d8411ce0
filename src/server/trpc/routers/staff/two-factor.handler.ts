import type { AccountProof, ConfirmTwoFactor } from "../../../../shared/staff/staff-requests.ts";
import { PASSWORD_CHANGE_REQUIRED } from "../../../../shared/staff/staff-account-messages.ts";
import { AppError } from "../../../errors.ts";
import type { TwoFactorSetup } from "../../../../shared/staff/staff-answers.ts";
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment, disableTwoFactor } from "../../../services/staff/two-factor.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";
import { originOf } from "./sign-in-context.ts";

/**
 * POST /api/admin/two-factor/setup {currentPassword, currentCode?}: a new secret and its QR code,
 * pending until confirmed. A password an owner reset is changed first: two-factor sign-in is tied
 * to the password the member of staff chose.
 */
export function beginTwoFactorHandler({ ctx, input }: { ctx: StaffProcedureContext; input: AccountProof }): Promise<TwoFactorSetup> {
  if (ctx.admin.mustChangePassword) throw new AppError("FORBIDDEN", PASSWORD_CHANGE_REQUIRED);
  return beginTwoFactorEnrolment(staffServiceContext(ctx), input);
}

/** POST /api/admin/two-factor/confirm {code, currentPassword}: switches it on; the recovery codes are shown this once; this browser gets a new session, the others end. */
export async function confirmTwoFactorHandler({ ctx, input }: { ctx: StaffProcedureContext; input: ConfirmTwoFactor }): Promise<{ recoveryCodes: string[] }> {
  const { recoveryCodes, token, expiresAt } = await confirmTwoFactorEnrolment(staffServiceContext(ctx), input, originOf(ctx));
  ctx.sessionCookie.set(token, expiresAt);
  return { recoveryCodes };
}

/** POST /api/admin/two-factor/disable {currentPassword, currentCode}: reception only (owners must keep it); this browser gets a new session, the others end. */
export async function disableTwoFactorHandler({ ctx, input }: { ctx: StaffProcedureContext; input: AccountProof }): Promise<{ disabled: true }> {
  const { token, expiresAt } = await disableTwoFactor(staffServiceContext(ctx), input, originOf(ctx));
  ctx.sessionCookie.set(token, expiresAt);
  return { disabled: true };
}
