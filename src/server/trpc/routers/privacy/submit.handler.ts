import type { DataRequest } from "../../../../shared/privacy/data-request.ts";
import type { PrivacyReceipt } from "../../../../shared/privacy/privacy-answers.ts";
import { submitPrivacyRequest } from "../../../services/privacy/submit-privacy-request.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/** POST /api/gdpr/request (and the three per-type paths): stores the request and e-mails its confirmation link. */
export async function submit({ ctx, input }: { ctx: Context; input: DataRequest }): Promise<PrivacyReceipt> {
  const { response, mailQueued } = await submitPrivacyRequest(serviceContextOf(ctx), input);
  if (mailQueued) ctx.outbox.wake();
  return response;
}
