import type { PrivacyStaffContext } from "../../../services/privacy/privacy-request-admin.ts";
import type { Context } from "../../context.ts";

export type StaffProcedureContext = Context & { admin: NonNullable<Context["admin"]> };

/** Who acts and from where, for the audit trail of staff reads and changes. */
export function privacyStaffContextOf(ctx: StaffProcedureContext): PrivacyStaffContext {
  return { prisma: ctx.prisma, config: ctx.config, now: ctx.now, actor: { id: ctx.admin.id, email: ctx.admin.email }, ipAddress: ctx.clientKey };
}
