import type { EventEnquiryRequest } from "../../../../shared/enquiries/event-enquiry-request.ts";
import type { EnquiryReceipt } from "../../../services/enquiries/enquiry-receipt.ts";
import { submitEventEnquiry } from "../../../services/enquiries/event-enquiries.ts";
import type { Context } from "../../context.ts";

/** POST /api/inquiries/event: stores the event enquiry and queues the guest's and staff's e-mails. */
export async function submitEvent({ ctx, input }: { ctx: Context; input: EventEnquiryRequest }): Promise<EnquiryReceipt> {
  const { response, mailQueued } = await submitEventEnquiry(ctx, input);
  if (mailQueued) {
    ctx.outbox.wake();
    ctx.log.info({ eventInquiryId: response.id, eventType: input.eventType }, "event enquiry received");
  }
  return response;
}
