import type { Unsubscribe } from "../../../../shared/newsletter/unsubscribe-requests.ts";
import { unsubscribeAddress, type UnsubscribeResult } from "../../../services/newsletter/newsletter-unsubscribe.ts";
import type { Context } from "../../context.ts";

/** POST /api/inquiries/newsletter/unsubscribe: the unsubscribe page, with the default reason. */
export async function unsubscribe({ ctx, input }: { ctx: Context; input: Unsubscribe }): Promise<UnsubscribeResult> {
  return unsubscribeAddress(ctx, input.email);
}
