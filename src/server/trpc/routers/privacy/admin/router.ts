import { privacyRequestListSchema, privacyRequestStaffViewSchema, privacyRequestUpdateSchema } from "../../../../../shared/privacy/privacy-admin-requests.ts";
import { listPrivacyRequests, updatePrivacyRequest } from "../../../../services/privacy/admin/privacy-request-admin.ts";
import { serviceContextOf } from "../../../context.ts";
import { adminProcedure, router } from "../../../init.ts";

/** The staff Privacy Requests tab (ADR 022). */
export const privacyAdminRouter = router({
  /** Every data request with its due date and status (audited read). */
  list: adminProcedure.input(privacyRequestListSchema).output(privacyRequestStaffViewSchema.array()).query(({ ctx, input }) => listPrivacyRequests(serviceContextOf(ctx), input)),
  /** Staff: change a request's status or note, or extend it (audited). */
  update: adminProcedure
    .input(privacyRequestUpdateSchema)
    .output(privacyRequestStaffViewSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await updatePrivacyRequest(serviceContextOf(ctx), input);
      if (input.extensionReason) ctx.outbox.wake();
      return result;
    }),
});
