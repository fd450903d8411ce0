import type { LinkToken } from "../../../../shared/newsletter/newsletter-requests.ts";
import { downloadExport as buildExport } from "../../../services/privacy/export-download.ts";
import type { Context } from "../../context.ts";

/** POST /api/gdpr/export?token=…: the JSON file of every personal record held for the address. */
export function downloadExport({ ctx, input }: { ctx: Context; input: LinkToken }): Promise<{ fileName: string; json: string }> {
  return buildExport(ctx, input.token);
}
