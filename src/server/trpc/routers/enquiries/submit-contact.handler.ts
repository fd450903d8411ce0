import type { ContactEnquiryRequest } from "../../../../shared/enquiries/contact-enquiry-request.ts";
import { submitContactEnquiry } from "../../../services/enquiries/contact-enquiries.ts";
import type { EnquiryReceipt } from "../../../services/enquiries/enquiry-receipt.ts";
import type { Context } from "../../context.ts";

/** POST /api/inquiries/contact: stores the message and queues the guest's and staff's e-mails. */
export async function submitContact({ ctx, input }: { ctx: Context; input: ContactEnquiryRequest }): Promise<EnquiryReceipt> {
  const { response, mailQueued } = await submitContactEnquiry(ctx, input);
  if (mailQueued) {
    ctx.outbox.wake();
    ctx.log.info({ contactInquiryId: response.id }, "contact enquiry received");
  }
  return response;
}
