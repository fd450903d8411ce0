import {
  inventoryCalendarQuerySchema,
  inventoryRecordCreateSchema,
  inventoryRecordIdSchema,
  inventoryRecordUpdateSchema,
} from "../../../../../shared/rooms/inventory-admin.ts";
import { inventorySyncRequestSchema } from "../../../../../shared/rooms/inventory-sync-request.ts";
import { adminProcedure, router } from "../../../init.ts";
import { calendarHandler } from "./calendar.handler.ts";
import { overviewHandler } from "./overview.handler.ts";
import { createRecordHandler, deleteRecordHandler, updateRecordHandler } from "./records.handler.ts";
import { syncStatusHandler } from "./sync-status.handler.ts";
import { syncInventoryHandler } from "./sync.handler.ts";

/** The staff Room Inventory tab (ADR 004, ADR 027). */
export const inventoryRouter = router({
  overview: adminProcedure.query(overviewHandler),
  calendar: adminProcedure.input(inventoryCalendarQuerySchema).query(calendarHandler),
  createRecord: adminProcedure.input(inventoryRecordCreateSchema).mutation(createRecordHandler),
  updateRecord: adminProcedure.input(inventoryRecordUpdateSchema).mutation(updateRecordHandler),
  deleteRecord: adminProcedure.input(inventoryRecordIdSchema).mutation(deleteRecordHandler),
  sync: adminProcedure.input(inventorySyncRequestSchema).mutation(syncInventoryHandler),
  syncStatus: adminProcedure.query(syncStatusHandler),
});
