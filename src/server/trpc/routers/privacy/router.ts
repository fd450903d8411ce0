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
import { confirmPrivacyRequest, inspectPrivacyLink } from "../../../services/privacy/confirm-privacy-request.ts";
import { downloadExport, inspectExportLink } from "../../../services/privacy/export-download.ts";
import { privacyRequestStatus } from "../../../services/privacy/privacy-request-status.ts";
import { submitPrivacyRequest } from "../../../services/privacy/submit-privacy-request.ts";
import { serviceContextOf } from "../../context.ts";
import { publicProcedure, publicWriteProcedure, router } from "../../init.ts";
import { privacyAdminRouter } from "./admin/router.ts";

/** Data-rights requests (ADR 022). */
export const privacyRouter = router({
  /** POST /api/gdpr/request (and the three per-type paths): stores the request and e-mails its confirmation link. */
  submit: publicWriteProcedure
    .input(dataRequestSchema)
    .output(privacyReceiptSchema)
    .mutation(async ({ ctx, input }) => {
      const { response, mailQueued } = await submitPrivacyRequest(serviceContextOf(ctx), input);
      if (mailQueued) ctx.outbox.wake();
      return response;
    }),
  /** GET /api/gdpr/request/{id}: where a request stands, for whoever holds its random id. */
  status: publicProcedure.input(privacyRequestIdSchema).output(privacyRequestStatusSchema).query(({ ctx, input }) => privacyRequestStatus(serviceContextOf(ctx), input.id)),
  /** GET /api/gdpr/confirm?token=…: the page behind the e-mailed link; opening it does nothing. */
  confirmationLink: publicProcedure.input(linkTokenSchema).output(privacyLinkStateSchema).query(({ ctx, input }) => inspectPrivacyLink(serviceContextOf(ctx), input.token)),
  // A write anyone holding the link may make: it counts against the public write budget too.
  /** POST /api/gdpr/confirm?token=…: the button on the link's page; the request is carried out. */
  confirm: publicWriteProcedure
    .input(linkTokenSchema)
    .output(privacyConfirmationSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await confirmPrivacyRequest(serviceContextOf(ctx), input.token);
      ctx.log.info({ privacyRequest: result.type, outcome: result.status }, "data request confirmed");
      if (result.type !== "delete") ctx.outbox.wake();
      return result;
    }),
  /** GET /api/gdpr/export?token=…: the download link's page, with its Download button. */
  exportLink: publicProcedure.input(linkTokenSchema).output(exportLinkReadySchema).query(({ ctx, input }) => inspectExportLink(serviceContextOf(ctx), input.token)),
  /** POST /api/gdpr/export?token=…: the JSON file of every personal record held for the address. */
  downloadExport: publicWriteProcedure.input(linkTokenSchema).output(privacyExportFileSchema).mutation(({ ctx, input }) => downloadExport(serviceContextOf(ctx), input.token)),
  admin: privacyAdminRouter,
});
