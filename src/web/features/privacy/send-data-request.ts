import type { DataRequestType } from "../../../shared/privacy/data-request.ts";
import { DATA_REQUEST_MESSAGES, DATA_REQUEST_PATHS } from "../../../shared/privacy/privacy-messages.ts";
import { postJson } from "../../lib/api-answer.ts";

export type DataRequestOutcome =
  | { ok: true; message: string }
  /** The server refused fields: their messages go under them, with the banner. */
  | { ok: false; fieldErrors: Record<string, string> }
  /** The request failed: the server's text, the original's fallback, or the network message (plus a toast). */
  | { ok: false; error: string; network: boolean };

/** The data-request page's call: one documented path per request type. */
export async function sendDataRequest(type: DataRequestType, fields: Record<string, string>): Promise<DataRequestOutcome> {
  const result = await postJson<{ message?: string }>(DATA_REQUEST_PATHS[type], fields);
  if (result.ok) return { ok: true, message: result.data.message ?? DATA_REQUEST_MESSAGES.SUCCESS_FALLBACK };
  if ("networkError" in result) return { ok: false, error: DATA_REQUEST_MESSAGES.NETWORK, network: true };
  if (result.fieldErrors && Object.keys(result.fieldErrors).length) return { ok: false, fieldErrors: result.fieldErrors };
  return { ok: false, error: result.error ?? DATA_REQUEST_MESSAGES.FAILED, network: false };
}
