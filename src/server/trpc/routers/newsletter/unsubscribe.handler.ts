import type { Unsubscribe } from "../../../../shared/newsletter/unsubscribe-requests.ts";
import { unsubscribeAddress, type UnsubscribeResult } from "../../../services/newsletter/newsletter-unsubscribe.ts";
import type { Context } from "../../context.ts";
import { consumePublicWrite, publicWriteContext } from "../enquiries/service-context.ts";

/** POST /api/inquiries/newsletter/unsubscribe: the unsubscribe page, with the default reason. */
export async function unsubscribe({ ctx, input }: { ctx: Context; input: Unsubscribe }): Promise<UnsubscribeResult> {
  await consumePublicWrite(ctx);
  return unsubscribeAddress(publicWriteContext(ctx), input.email);
}
