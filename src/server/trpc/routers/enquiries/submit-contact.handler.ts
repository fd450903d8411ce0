import type { ContactEnquiryRequest } from "../../../../shared/enquiries/contact-enquiry-request.ts";
import { submitContactEnquiry } from "../../../services/enquiries/contact-enquiries.ts";
import type { EnquiryReceipt } from "../../../../shared/enquiries/enquiry-answers.ts";
import { optInFromForm } from "../../../services/newsletter/opt-in-from-form.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/** POST /api/inquiries/contact: stores the message and queues the guest's and staff's e-mails. */
export async function submitContact({ ctx, input }: { ctx: Context; input: ContactEnquiryRequest }): Promise<EnquiryReceipt> {
  const { response, mailQueued } = await submitContactEnquiry(serviceContextOf(ctx), input);
  // A stored enquiry (not a replay or a decoy) with the marketing tick also asks to confirm the newsletter.
  if (mailQueued) {
    // Its failure must not turn the stored enquiry into an error the guest would resend.
    await optInFromForm(serviceContextOf(ctx), input).catch(() => ctx.log.warn("newsletter opt-in from an enquiry form failed"));
    ctx.outbox.wake();
    ctx.log.info({ contactInquiryId: response.id }, "contact enquiry received");
  }
  return response;
}
