import type { CreateStaff, ResetStaffPassword, StaffId } from "../../../../shared/staff/staff-requests.ts";
import { createStaff, listStaff, resetStaffPassword, setStaffDisabled, type StaffMember } from "../../../services/staff/accounts.ts";
import { recordStaffRead } from "../../../services/staff/audit.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import type { Context } from "../../context.ts";
import { staffContextOf } from "./staff-context.ts";

type OwnerContext = Context & { admin: AdminIdentity };

/** GET /api/admin/staff */
export async function listStaffHandler({ ctx }: { ctx: OwnerContext }): Promise<{ staff: StaffMember[] }> {
  await recordStaffRead(staffContextOf(ctx), "staff.staff_list_viewed");
  return { staff: await listStaff(ctx.prisma) };
}

/** POST /api/admin/staff */
export async function createStaffHandler({ ctx, input }: { ctx: OwnerContext; input: CreateStaff }): Promise<{ user: AdminIdentity }> {
  return { user: await createStaff(staffContextOf(ctx), input) };
}

/** POST /api/admin/staff/{staffId}/reset-password */
export async function resetPasswordHandler({ ctx, input }: { ctx: OwnerContext; input: ResetStaffPassword }): Promise<{ reset: true }> {
  await resetStaffPassword(staffContextOf(ctx), input.staffId, input.temporaryPassword);
  return { reset: true };
}

/** POST /api/admin/staff/{staffId}/disable */
export async function disableStaffHandler({ ctx, input }: { ctx: OwnerContext; input: StaffId }): Promise<{ disabled: true }> {
  await setStaffDisabled(staffContextOf(ctx), input.staffId, true);
  return { disabled: true };
}

/** POST /api/admin/staff/{staffId}/enable */
export async function enableStaffHandler({ ctx, input }: { ctx: OwnerContext; input: StaffId }): Promise<{ enabled: true }> {
  await setStaffDisabled(staffContextOf(ctx), input.staffId, false);
  return { enabled: true };
}
