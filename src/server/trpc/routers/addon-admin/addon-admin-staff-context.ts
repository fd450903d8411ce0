import type { AddonAdminContext } from "../../../services/addon-admin/addon-admin-context.ts";
import type { Context } from "../../context.ts";

export type StaffProcedureContext = Context & { admin: NonNullable<Context["admin"]> };

/** Who acts, from where, and Stripe, for the staff add-on services and their audit trail. */
export function addonAdminContextOf(ctx: StaffProcedureContext): AddonAdminContext {
  return {
    prisma: ctx.prisma,
    now: ctx.now,
    actor: { id: ctx.admin.id, email: ctx.admin.email, role: ctx.admin.role },
    ipAddress: ctx.clientKey,
    payments: ctx.payments,
    log: ctx.log,
  };
}
