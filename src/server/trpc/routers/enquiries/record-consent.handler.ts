import type { ConsentRequest } from "../../../../shared/enquiries/consent-request.ts";
import { type ConsentReceipt, recordConsent as storeConsent } from "../../../services/enquiries/consent-records.ts";
import type { Context } from "../../context.ts";

/** POST /api/inquiries/consent: the browser sends this after an enquiry with the marketing box ticked. */
export async function recordConsent({ ctx, input }: { ctx: Context; input: ConsentRequest }): Promise<ConsentReceipt> {
  return storeConsent(ctx, input);
}
