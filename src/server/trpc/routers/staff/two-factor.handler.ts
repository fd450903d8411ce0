import type { PasswordConfirmation, TwoFactorCode } from "../../../../shared/staff/staff-requests.ts";
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment, disableTwoFactor, type TwoFactorEnrolment } from "../../../services/staff/two-factor.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";

/** POST /api/admin/two-factor/setup: a new secret and its QR code, pending until confirmed. */
export function beginTwoFactorHandler({ ctx }: { ctx: StaffProcedureContext }): Promise<TwoFactorEnrolment> {
  return beginTwoFactorEnrolment(staffServiceContext(ctx));
}

/** POST /api/admin/two-factor/confirm {code}: switches it on; the recovery codes are shown this once. */
export function confirmTwoFactorHandler({ ctx, input }: { ctx: StaffProcedureContext; input: TwoFactorCode }): Promise<{ recoveryCodes: string[] }> {
  return confirmTwoFactorEnrolment(staffServiceContext(ctx), input.code);
}

/** POST /api/admin/two-factor/disable {password}: reception only (owners must keep it). */
export async function disableTwoFactorHandler({ ctx, input }: { ctx: StaffProcedureContext; input: PasswordConfirmation }): Promise<{ disabled: true }> {
  await disableTwoFactor(staffServiceContext(ctx), input.password);
  return { disabled: true };
}
