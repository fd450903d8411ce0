import type { PasswordConfirmation, TwoFactorCode } from "../../../../shared/staff/staff-requests.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment, disableTwoFactor, type TwoFactorEnrolment } from "../../../services/staff/two-factor.ts";
import type { Context } from "../../context.ts";
import { staffContextOf } from "./staff-context.ts";

type SignedInContext = Context & { admin: AdminIdentity };

/** POST /api/admin/two-factor/setup: a new secret and its QR code, pending until confirmed. */
export function beginTwoFactorHandler({ ctx }: { ctx: SignedInContext }): Promise<TwoFactorEnrolment> {
  return beginTwoFactorEnrolment(staffContextOf(ctx));
}

/** POST /api/admin/two-factor/confirm {code}: switches it on; the recovery codes are shown this once. */
export function confirmTwoFactorHandler({ ctx, input }: { ctx: SignedInContext; input: TwoFactorCode }): Promise<{ recoveryCodes: string[] }> {
  return confirmTwoFactorEnrolment(staffContextOf(ctx), input.code);
}

/** POST /api/admin/two-factor/disable {password}: reception only (owners must keep it). */
export async function disableTwoFactorHandler({ ctx, input }: { ctx: SignedInContext; input: PasswordConfirmation }): Promise<{ disabled: true }> {
  await disableTwoFactor(staffContextOf(ctx), input.password);
  return { disabled: true };
}
