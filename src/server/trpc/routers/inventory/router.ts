import { inventorySyncRequestSchema } from "../../../../shared/rooms/inventory-sync-request.ts";
import { adminProcedure, router } from "../../init.ts";
import { syncStatusHandler } from "./sync-status.handler.ts";
import { syncInventoryHandler } from "./sync.handler.ts";

export const inventoryRouter = router({
  sync: adminProcedure.input(inventorySyncRequestSchema).mutation(syncInventoryHandler),
  syncStatus: adminProcedure.query(syncStatusHandler),
});
