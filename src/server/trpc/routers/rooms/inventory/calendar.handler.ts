import type { InventoryCalendar, InventoryCalendarQuery } from "../../../../../shared/rooms/inventory-admin.ts";
import { inventoryCalendar } from "../../../../services/rooms/inventory-admin.ts";
import type { Context } from "../../../context.ts";

/** GET /api/admin/inventory/calendar: one type's stored days, at most 31. */
export function calendarHandler({ ctx, input }: { ctx: Context; input: InventoryCalendarQuery }): Promise<InventoryCalendar> {
  return inventoryCalendar(ctx, input);
}
