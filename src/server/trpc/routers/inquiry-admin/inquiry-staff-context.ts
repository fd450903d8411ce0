import type { InquiryStaffContext } from "../../../services/enquiries/admin/inquiry-admin.ts";
import type { Context } from "../../context.ts";

export type StaffProcedureContext = Context & { admin: NonNullable<Context["admin"]> };

/** Who acts and from where, for the audit trail of staff reads and changes. */
export function inquiryStaffContextOf(ctx: StaffProcedureContext): InquiryStaffContext {
  return { prisma: ctx.prisma, now: ctx.now, actor: { id: ctx.admin.id, email: ctx.admin.email }, ipAddress: ctx.clientKey };
}
