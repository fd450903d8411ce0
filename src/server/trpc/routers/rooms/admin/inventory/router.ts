import {
  inventoryCalendarQuerySchema,
  inventoryCalendarSchema,
  inventoryOverviewSchema,
  inventoryRecordCreateSchema,
  inventoryRecordDeletedSchema,
  inventoryRecordIdSchema,
  inventoryRecordUpdateSchema,
  inventoryRecordViewSchema,
} from "../../../../../../shared/rooms/inventory-admin.ts";
import { inventorySyncRequestSchema, inventorySyncRunSchema, inventorySyncStatusSchema } from "../../../../../../shared/rooms/inventory-sync-request.ts";
import { createInventoryRecord, deleteInventoryRecord, inventoryCalendar, inventoryOverview, updateInventoryRecord } from "../../../../../services/rooms/admin/inventory/inventory-admin.ts";
import { inStaffWording } from "../../../../../services/rooms/staff-wording.ts";
import { adminProcedure, router } from "../../../../init.ts";
import { serviceContextOf } from "../../../../context.ts";

/** The staff Room Inventory tab (ADR 004, ADR 027). */
export const inventoryAdminRouter = router({
  /** GET /api/admin/inventory: today's figures per room type and the last sync. */
  overview: adminProcedure.output(inventoryOverviewSchema).query(({ ctx }) => inventoryOverview(serviceContextOf(ctx))),
  /** GET /api/admin/inventory/calendar: one type's stored days, at most 31. */
  calendar: adminProcedure.input(inventoryCalendarQuerySchema).output(inventoryCalendarSchema).query(({ ctx, input }) => inventoryCalendar(serviceContextOf(ctx), input)),
  /** POST /api/admin/inventory (audited). */
  createRecord: adminProcedure.input(inventoryRecordCreateSchema).output(inventoryRecordViewSchema).mutation(({ ctx, input }) => createInventoryRecord(serviceContextOf(ctx), input)),
  /** PUT /api/admin/inventory/:id (audited). */
  updateRecord: adminProcedure.input(inventoryRecordUpdateSchema).output(inventoryRecordViewSchema).mutation(({ ctx, input }) => updateInventoryRecord(serviceContextOf(ctx), input)),
  /** DELETE /api/admin/inventory/:id (audited). */
  deleteRecord: adminProcedure.input(inventoryRecordIdSchema).output(inventoryRecordDeletedSchema).mutation(({ ctx, input }) => deleteInventoryRecord(serviceContextOf(ctx), input.id)),
  /** POST /api/admin/inventory/sync: staff ask for a snapshot now (all types, or one). */
  sync: adminProcedure.input(inventorySyncRequestSchema).output(inventorySyncRunSchema).mutation(({ ctx, input }) => inStaffWording(() => ctx.roomRates.inventorySync.run("manual", input.roomType))),
  /** GET /api/admin/inventory/sync-status: the latest sync run, whatever became of it. */
  syncStatus: adminProcedure
    .output(inventorySyncStatusSchema)
    .query(async ({ ctx }) => ({ configured: ctx.roomRates.littleHotelier.configured, latest: await ctx.roomRates.inventorySync.latest() })),
});
