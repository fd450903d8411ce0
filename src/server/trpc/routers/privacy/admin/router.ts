import { privacyRequestListSchema, privacyRequestStaffViewSchema, privacyRequestUpdateSchema } from "../../../../../shared/privacy/privacy-admin-requests.ts";
import { listPrivacyRequests } from "../../../../services/privacy/admin/privacy-request-admin.ts";
import { adminProcedure, router } from "../../../init.ts";
import { serviceContextOf } from "../../../context.ts";
import { update } from "./update.handler.ts";

/** The staff Privacy Requests tab (ADR 022). */
export const privacyAdminRouter = router({
  /** Every data request with its due date and status (audited read). */
  list: adminProcedure
    .input(privacyRequestListSchema)
    .output(privacyRequestStaffViewSchema.array())
    .query(({ ctx, input }) => listPrivacyRequests(serviceContextOf(ctx), input)),
  update: adminProcedure.input(privacyRequestUpdateSchema).output(privacyRequestStaffViewSchema).mutation(update),
});
