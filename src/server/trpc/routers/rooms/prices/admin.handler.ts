import type { PriceEntry, PriceEntryInput, PriceEntryKey, PriceList, PriceListQuery, PriceSummary } from "../../../../../shared/rooms/price-admin.ts";
import { bestPriceSummary } from "../../../../services/rooms/best-price.ts";
import { deletePriceEntry, editPriceEntry, listPriceEntries, updatePriceEntry } from "../../../../services/rooms/price-admin.ts";
import type { Context } from "../../../context.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** POST /api/prices/update: set a night's prices (audited). */
export function updateHandler({ ctx, input }: { ctx: StaffProcedureContext; input: PriceEntryInput }): Promise<PriceEntry> {
  return updatePriceEntry(staffServiceContext(ctx), input);
}

/** PUT /api/prices/admin/edit: change an existing night's prices (audited). */
export function editHandler({ ctx, input }: { ctx: StaffProcedureContext; input: PriceEntryInput }): Promise<PriceEntry> {
  return editPriceEntry(staffServiceContext(ctx), input);
}

/** DELETE /api/prices/admin/delete?roomType&date (audited). */
export function deleteHandler({ ctx, input }: { ctx: StaffProcedureContext; input: PriceEntryKey }): Promise<{ roomType: PriceEntryKey["roomType"]; date: string }> {
  return deletePriceEntry(staffServiceContext(ctx), input);
}

/** GET /api/prices/admin/all?roomType&startDate&endDate */
export function listHandler({ ctx, input }: { ctx: Context; input: PriceListQuery }): Promise<PriceList> {
  return listPriceEntries(ctx, input);
}

/** GET /api/prices/admin/summary: the best-price count out of every entry (the dashboard's figure). */
export function summaryHandler({ ctx }: { ctx: Context }): Promise<PriceSummary> {
  return bestPriceSummary(ctx.prisma);
}
