import { DATA_REQUEST_PATHS } from "../../../shared/privacy/privacy-messages.ts";

export { hashLinkToken, newLinkToken } from "../core/link-tokens.ts";

/** The confirmation link of a data request: a page whose button POSTs back (ADR 015). */
export function privacyConfirmationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${DATA_REQUEST_PATHS.confirm}?token=${token}`;
}

/** The export's download link: a page whose button POSTs back and receives the file. */
export function exportDownloadUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${DATA_REQUEST_PATHS.download}?token=${token}`;
}
