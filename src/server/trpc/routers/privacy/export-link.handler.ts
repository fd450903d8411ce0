import type { LinkToken } from "../../../../shared/newsletter/newsletter-requests.ts";
import { inspectExportLink } from "../../../services/privacy/export-download.ts";
import type { Context } from "../../context.ts";

/** GET /api/gdpr/export?token=…: the download link's page, with its Download button. */
export function exportLink({ ctx, input }: { ctx: Context; input: LinkToken }): Promise<{ ready: true }> {
  return inspectExportLink(ctx, input.token);
}
