import type { InventorySyncRequest } from "../../../../../shared/rooms/inventory-sync-request.ts";
import type { InventorySyncRun } from "../../../../services/rooms/inventory-sync.ts";
import { inStaffWording } from "../../../../services/rooms/staff-wording.ts";
import type { Context } from "../../../context.ts";

/** POST /api/admin/inventory/sync: staff ask for a snapshot now (all types, or one). */
export function syncInventoryHandler({ ctx, input }: { ctx: Context; input: InventorySyncRequest }): Promise<InventorySyncRun> {
  return inStaffWording(() => ctx.roomRates.inventorySync.run("manual", input.roomType));
}
