import type { InventorySyncRun } from "../../../../services/rooms/inventory-sync.ts";
import type { Context } from "../../../context.ts";

export interface InventorySyncStatus {
  /** False without LH_CHANNEL_CODE: nothing is synced and the inventory tab shows its empty state. */
  configured: boolean;
  latest: InventorySyncRun | null;
}

/** GET /api/admin/inventory/sync-status: the latest sync run, whatever became of it. */
export async function syncStatusHandler({ ctx }: { ctx: Context }): Promise<InventorySyncStatus> {
  return { configured: ctx.roomRates.littleHotelier.configured, latest: await ctx.roomRates.inventorySync.latest() };
}
