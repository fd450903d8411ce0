import { addonBookingDeleteSchema, addonBookingFilterSchema, addonBookingIdSchema, addonBookingListQuerySchema } from "../../../../../shared/addons/addon-booking-admin.ts";
import { adminProcedure, router } from "../../../init.ts";
import { byId } from "./by-id.handler.ts";
import { exportCsv } from "./export-csv.handler.ts";
import { list } from "./list.handler.ts";
import { remove } from "./remove.handler.ts";
import { verify } from "./verify.handler.ts";

/** The staff Pet Accommodation tab (ADR 025). */
export const addonAdminRouter = router({
  list: adminProcedure.input(addonBookingListQuerySchema).query(list),
  exportCsv: adminProcedure.input(addonBookingFilterSchema).query(exportCsv),
  byId: adminProcedure.input(addonBookingIdSchema).query(byId),
  verify: adminProcedure.input(addonBookingIdSchema).mutation(verify),
  remove: adminProcedure.input(addonBookingDeleteSchema).mutation(remove),
});
