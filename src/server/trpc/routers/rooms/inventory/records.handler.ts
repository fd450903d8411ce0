import type { InventoryRecordCreate, InventoryRecordId, InventoryRecordUpdate, InventoryRecordView } from "../../../../../shared/rooms/inventory-admin.ts";
import { createInventoryRecord, deleteInventoryRecord, updateInventoryRecord } from "../../../../services/rooms/inventory-admin.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** POST /api/admin/inventory (audited). */
export function createRecordHandler({ ctx, input }: { ctx: StaffProcedureContext; input: InventoryRecordCreate }): Promise<InventoryRecordView> {
  return createInventoryRecord(staffServiceContext(ctx), input);
}

/** PUT /api/admin/inventory/:id (audited). */
export function updateRecordHandler({ ctx, input }: { ctx: StaffProcedureContext; input: InventoryRecordUpdate }): Promise<InventoryRecordView> {
  return updateInventoryRecord(staffServiceContext(ctx), input);
}

/** DELETE /api/admin/inventory/:id (audited). */
export function deleteRecordHandler({ ctx, input }: { ctx: StaffProcedureContext; input: InventoryRecordId }): Promise<{ id: string }> {
  return deleteInventoryRecord(staffServiceContext(ctx), input.id);
}
