import type { EventEnquiryRequest } from "../../../../shared/enquiries/event-enquiry-request.ts";
import type { EnquiryReceipt } from "../../../../shared/enquiries/enquiry-answers.ts";
import { submitEventEnquiry } from "../../../services/enquiries/event-enquiries.ts";
import { optInFromForm } from "../../../services/newsletter/opt-in-from-form.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/** POST /api/inquiries/event: stores the event enquiry and queues the guest's and staff's e-mails. */
export async function submitEvent({ ctx, input }: { ctx: Context; input: EventEnquiryRequest }): Promise<EnquiryReceipt> {
  const { response, mailQueued } = await submitEventEnquiry(serviceContextOf(ctx), input);
  // A stored enquiry (not a replay or a decoy) with the marketing tick also asks to confirm the newsletter.
  if (mailQueued) {
    // Its failure must not turn the stored enquiry into an error the guest would resend.
    await optInFromForm(serviceContextOf(ctx), input).catch(() => ctx.log.warn("newsletter opt-in from an enquiry form failed"));
    ctx.outbox.wake();
    ctx.log.info({ eventInquiryId: response.id, eventType: input.eventType }, "event enquiry received");
  }
  return response;
}
