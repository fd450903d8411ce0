import { csvFileSchema } from "../../../../../shared/api/csv-file.ts";
import {
  enquiryRefSchema,
  enquiryRowSchema,
  enquiryFilterSchema,
  enquiryListQuerySchema,
  enquiryPageSchema,
  enquiryStatusChangeSchema,
} from "../../../../../shared/enquiries/enquiry-admin.ts";
import { changeEnquiryStatus, exportEnquiries, listEnquiries, readEnquiry } from "../../../../services/enquiries/admin/enquiry-admin.ts";
import { adminProcedure, router } from "../../../init.ts";
import { serviceContextOf } from "../../../context.ts";

/** The staff's Inquiries tab (ADR 026). */
export const enquiryAdminRouter = router({
  /** Staff: one page of enquiries and sign-ups, filtered and sorted by the server (audited read). */
  list: adminProcedure.input(enquiryListQuerySchema).output(enquiryPageSchema).query(({ ctx, input }) => listEnquiries(serviceContextOf(ctx), input)),
  /** Staff: one enquiry by kind and id, as the list shows it (audited read). */
  byId: adminProcedure.input(enquiryRefSchema).output(enquiryRowSchema).query(({ ctx, input }) => readEnquiry(serviceContextOf(ctx), input)),
  /** Staff: set an enquiry's status (new, read, replied, closed; audited with from and to). */
  changeStatus: adminProcedure.input(enquiryStatusChangeSchema).output(enquiryRowSchema).mutation(({ ctx, input }) => changeEnquiryStatus(serviceContextOf(ctx), input)),
  /** Staff: every row matching the filters as the spec's CSV (audited with the row count). */
  exportCsv: adminProcedure.input(enquiryFilterSchema).output(csvFileSchema).query(({ ctx, input }) => exportEnquiries(serviceContextOf(ctx), input)),
});
