import type { Suppression } from "../../../../shared/newsletter/unsubscribe-requests.ts";
import { unsubscribeAddress, type UnsubscribeResult } from "../../../services/newsletter/newsletter-unsubscribe.ts";
import type { Context } from "../../context.ts";

/** POST /api/inquiries/suppression: the unsubscribe page's reason ("User requested unsubscribe" when none). */
export async function suppress({ ctx, input }: { ctx: Context; input: Suppression }): Promise<UnsubscribeResult> {
  return unsubscribeAddress(ctx, input.email, input.reason);
}
