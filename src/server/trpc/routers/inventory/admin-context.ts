import type { InventoryAdminContext } from "../../../services/rooms/inventory-admin.ts";
import type { PriceAdminContext } from "../../../services/rooms/price-admin.ts";
import type { Context } from "../../context.ts";

export type StaffProcedureContext = Context & { admin: NonNullable<Context["admin"]> };

/** Who changes inventory or prices and from where, for the audit trail. */
export function roomsAdminContextOf(ctx: StaffProcedureContext): InventoryAdminContext & PriceAdminContext {
  return { prisma: ctx.prisma, roomRates: ctx.roomRates, actor: { id: ctx.admin.id, email: ctx.admin.email }, ipAddress: ctx.clientKey };
}
