import { enquiryRefSchema, inquiryFilterSchema, inquiryListQuerySchema, inquiryStatusChangeSchema } from "../../../../../shared/enquiries/enquiry-admin.ts";
import { adminProcedure, router } from "../../../init.ts";
import { byId } from "./by-id.handler.ts";
import { changeStatus } from "./change-status.handler.ts";
import { exportCsv } from "./export.handler.ts";
import { list } from "./list.handler.ts";

/** The staff's Inquiries tab (ADR 026). */
export const enquiryAdminRouter = router({
  list: adminProcedure.input(inquiryListQuerySchema).query(list),
  byId: adminProcedure.input(enquiryRefSchema).query(byId),
  changeStatus: adminProcedure.input(inquiryStatusChangeSchema).mutation(changeStatus),
  exportCsv: adminProcedure.input(inquiryFilterSchema).query(exportCsv),
});
