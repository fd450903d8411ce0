import {
  priceEntryDeletedSchema,
  priceEntryInputSchema,
  priceEntryKeySchema,
  priceEntrySchema,
  priceListQuerySchema,
  priceListSchema,
  priceSummarySchema,
} from "../../../../../../shared/rooms/price-admin.ts";
import { bestPriceSummary } from "../../../../../services/rooms/best-price.ts";
import { deletePriceEntry, editPriceEntry, listPriceEntries, updatePriceEntry } from "../../../../../services/rooms/admin/prices/price-admin.ts";
import { adminProcedure, ownerProcedure, router } from "../../../../init.ts";
import { serviceContextOf } from "../../../../context.ts";

/** The staff Pricing tab's calls (ADR 027): every member of staff reads them; only an owner changes them (ADR 036). */
export const priceAdminRouter = router({
  /** POST /api/prices/update: set a night's prices (audited). */
  update: ownerProcedure.input(priceEntryInputSchema).output(priceEntrySchema).mutation(({ ctx, input }) => updatePriceEntry(serviceContextOf(ctx), input)),
  /** GET /api/prices/admin/all?roomType&startDate&endDate */
  list: adminProcedure.input(priceListQuerySchema).output(priceListSchema).query(({ ctx, input }) => listPriceEntries(serviceContextOf(ctx), input)),
  /** GET /api/prices/admin/summary: the best-price count out of every entry (the dashboard's figure). */
  summary: adminProcedure.output(priceSummarySchema).query(({ ctx }) => bestPriceSummary(ctx.prisma)),
  /** PUT /api/prices/admin/edit: change an existing night's prices (audited). */
  edit: ownerProcedure.input(priceEntryInputSchema).output(priceEntrySchema).mutation(({ ctx, input }) => editPriceEntry(serviceContextOf(ctx), input)),
  /** DELETE /api/prices/admin/delete?roomType&date (audited). */
  remove: ownerProcedure.input(priceEntryKeySchema).output(priceEntryDeletedSchema).mutation(({ ctx, input }) => deletePriceEntry(serviceContextOf(ctx), input)),
});
