import { DATA_REQUEST_MESSAGES } from "../../../shared/privacy/privacy-messages.ts";
import { AppError } from "../../errors.ts";
import { exportDocument, personalRecordsOf } from "./personal-records.ts";
import { hashLinkToken } from "./privacy-links.ts";
import type { ServiceContext } from "../core/service-context.ts";


async function exportOf({ prisma, now }: ServiceContext, token: string): Promise<{ email: string; emailHash: string }> {
  const request = await prisma.privacyRequest.findUnique({
    where: { exportTokenHash: hashLinkToken(token) },
    select: { email: true, emailHash: true, exportExpiresAt: true },
  });
  // An address erased since has nothing left to export.
  if (!request?.email || !request.exportExpiresAt || request.exportExpiresAt <= now()) throw new AppError("NOT_FOUND", DATA_REQUEST_MESSAGES.LINK_EXPIRED);
  return { email: request.email, emailHash: request.emailHash };
}

/** GET of the download link: a page with a Download button; nothing is disclosed by opening it. */
export async function inspectExportLink(context: ServiceContext, token: string): Promise<{ ready: true }> {
  await exportOf(context, token);
  return { ready: true };
}

/**
 * The Download button: the JSON file of every personal record held, built fresh at the press.
 * The link works once: the press spends its token (a copy of the e-mail found later, or a
 * forwarded one, discloses nothing); a guest who needs the file again asks again.
 */
export async function downloadExport(context: ServiceContext, token: string): Promise<{ fileName: string; json: string }> {
  const { email, emailHash } = await exportOf(context, token);
  const at = context.now();
  const spent = await context.prisma.privacyRequest.updateMany({ where: { exportTokenHash: hashLinkToken(token), exportExpiresAt: { gt: at } }, data: { exportTokenHash: null } });
  if (spent.count !== 1) throw new AppError("NOT_FOUND", DATA_REQUEST_MESSAGES.LINK_EXPIRED);
  const records = await personalRecordsOf(context.prisma, email, emailHash);
  return { fileName: `personal-data-${at.toISOString().slice(0, 10)}.json`, json: exportDocument(records, email, at) };
}
