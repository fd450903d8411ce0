import { linkTokenSchema } from "../../../../shared/newsletter/newsletter-requests.ts";
import { dataRequestSchema } from "../../../../shared/privacy/data-request.ts";
import { privacyRequestListSchema, privacyRequestUpdateSchema } from "../../../../shared/privacy/privacy-admin-requests.ts";
import { privacyRequestIdSchema } from "../../../../shared/privacy/privacy-request-id.ts";
import { adminProcedure, publicProcedure, publicWriteProcedure, router } from "../../init.ts";
import { confirm } from "./confirm.handler.ts";
import { confirmationLink } from "./confirmation-link.handler.ts";
import { downloadExport } from "./download-export.handler.ts";
import { exportLink } from "./export-link.handler.ts";
import { list } from "./list.handler.ts";
import { status } from "./status.handler.ts";
import { submit } from "./submit.handler.ts";
import { update } from "./update.handler.ts";

/** Data-rights requests (ADR 022). */
export const privacyRouter = router({
  submit: publicWriteProcedure.input(dataRequestSchema).mutation(submit),
  status: publicProcedure.input(privacyRequestIdSchema).query(status),
  confirmationLink: publicProcedure.input(linkTokenSchema).query(confirmationLink),
  // A write anyone holding the link may make: it counts against the public write budget too.
  confirm: publicWriteProcedure.input(linkTokenSchema).mutation(confirm),
  exportLink: publicProcedure.input(linkTokenSchema).query(exportLink),
  downloadExport: publicWriteProcedure.input(linkTokenSchema).mutation(downloadExport),
  list: adminProcedure.input(privacyRequestListSchema).query(list),
  update: adminProcedure.input(privacyRequestUpdateSchema).mutation(update),
});
