import { linkTokenSchema } from "../../../../shared/newsletter/newsletter-requests.ts";
import { dataRequestSchema } from "../../../../shared/privacy/data-request.ts";
import {
  exportLinkReadySchema,
  privacyConfirmationSchema,
  privacyExportFileSchema,
  privacyLinkStateSchema,
  privacyReceiptSchema,
  privacyRequestStatusSchema,
} from "../../../../shared/privacy/privacy-answers.ts";
import { privacyRequestIdSchema } from "../../../../shared/privacy/privacy-request-id.ts";
import { inspectPrivacyLink } from "../../../services/privacy/confirm-privacy-request.ts";
import { downloadExport, inspectExportLink } from "../../../services/privacy/export-download.ts";
import { publicProcedure, publicWriteProcedure, router } from "../../init.ts";
import { privacyAdminRouter } from "./admin/router.ts";
import { confirm } from "./confirm.handler.ts";
import { status } from "./status.handler.ts";
import { submit } from "./submit.handler.ts";
import { serviceContextOf } from "../../context.ts";

/** Data-rights requests (ADR 022). */
export const privacyRouter = router({
  submit: publicWriteProcedure.input(dataRequestSchema).output(privacyReceiptSchema).mutation(submit),
  status: publicProcedure.input(privacyRequestIdSchema).output(privacyRequestStatusSchema).query(status),
  /** GET /api/gdpr/confirm?token=…: the page behind the e-mailed link; opening it does nothing. */
  confirmationLink: publicProcedure
    .input(linkTokenSchema)
    .output(privacyLinkStateSchema)
    .query(({ ctx, input }) => inspectPrivacyLink(serviceContextOf(ctx), input.token)),
  // A write anyone holding the link may make: it counts against the public write budget too.
  confirm: publicWriteProcedure.input(linkTokenSchema).output(privacyConfirmationSchema).mutation(confirm),
  /** GET /api/gdpr/export?token=…: the download link's page, with its Download button. */
  exportLink: publicProcedure
    .input(linkTokenSchema)
    .output(exportLinkReadySchema)
    .query(({ ctx, input }) => inspectExportLink(serviceContextOf(ctx), input.token)),
  /** POST /api/gdpr/export?token=…: the JSON file of every personal record held for the address. */
  downloadExport: publicWriteProcedure
    .input(linkTokenSchema)
    .output(privacyExportFileSchema)
    .mutation(({ ctx, input }) => downloadExport(serviceContextOf(ctx), input.token)),
  admin: privacyAdminRouter,
});
