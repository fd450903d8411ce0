import type { CreateStaff, ResetStaffPassword, StaffChange } from "../../../../shared/staff/staff-requests.ts";
import { createStaff, listStaff, resetStaffPassword, resetStaffTwoFactor, setStaffDisabled, type StaffMember } from "../../../services/staff/accounts.ts";
import { recordStaffRead } from "../../../services/core/audit-trail.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";

/** GET /api/admin/staff */
export async function listStaffHandler({ ctx }: { ctx: StaffProcedureContext }): Promise<{ staff: StaffMember[] }> {
  await recordStaffRead(staffServiceContext(ctx), "staff.staff_list_viewed");
  return { staff: await listStaff(ctx.prisma) };
}

// Each change below asks for the acting owner's own proof of the person (ADR 035), in its input.

/** POST /api/admin/staff */
export async function createStaffHandler({ ctx, input }: { ctx: StaffProcedureContext; input: CreateStaff }): Promise<{ user: AdminIdentity }> {
  return { user: await createStaff(staffServiceContext(ctx), input) };
}

/** POST /api/admin/staff/{staffId}/reset-password */
export async function resetPasswordHandler({ ctx, input }: { ctx: StaffProcedureContext; input: ResetStaffPassword }): Promise<{ reset: true }> {
  await resetStaffPassword(staffServiceContext(ctx), input.staffId, input.temporaryPassword, input);
  return { reset: true };
}

/** POST /api/admin/staff/{staffId}/reset-two-factor: another member's lost phone; they sign in with their password alone. */
export async function resetTwoFactorHandler({ ctx, input }: { ctx: StaffProcedureContext; input: StaffChange }): Promise<{ reset: true }> {
  await resetStaffTwoFactor(staffServiceContext(ctx), input.staffId, input);
  return { reset: true };
}

/** POST /api/admin/staff/{staffId}/disable */
export async function disableStaffHandler({ ctx, input }: { ctx: StaffProcedureContext; input: StaffChange }): Promise<{ disabled: true }> {
  await setStaffDisabled(staffServiceContext(ctx), input.staffId, true, input);
  return { disabled: true };
}

/** POST /api/admin/staff/{staffId}/enable */
export async function enableStaffHandler({ ctx, input }: { ctx: StaffProcedureContext; input: StaffChange }): Promise<{ enabled: true }> {
  await setStaffDisabled(staffServiceContext(ctx), input.staffId, false, input);
  return { enabled: true };
}
