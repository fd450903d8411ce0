import type { LinkToken } from "../../../../shared/newsletter/newsletter-requests.ts";
import type { PrivacyConfirmation } from "../../../../shared/privacy/privacy-answers.ts";
import { confirmPrivacyRequest } from "../../../services/privacy/confirm-privacy-request.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/** POST /api/gdpr/confirm?token=…: the button on the link's page; the request is carried out. */
export async function confirm({ ctx, input }: { ctx: Context; input: LinkToken }): Promise<PrivacyConfirmation> {
  const result = await confirmPrivacyRequest(serviceContextOf(ctx), input.token);
  ctx.log.info({ privacyRequest: result.type, outcome: result.status }, "data request confirmed");
  if (result.type !== "delete") ctx.outbox.wake();
  return result;
}
