import type { InventoryOverview } from "../../../../../shared/rooms/inventory-admin.ts";
import { inventoryOverview } from "../../../../services/rooms/inventory-admin.ts";
import type { Context } from "../../../context.ts";

/** GET /api/admin/inventory: today's figures per room type and the last sync. */
export function overviewHandler({ ctx }: { ctx: Context }): Promise<InventoryOverview> {
  return inventoryOverview(ctx);
}
