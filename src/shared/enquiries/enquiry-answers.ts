import { z } from "zod";

// The answers of the public enquiry calls, as their procedures declare them (trpc/routers/enquiries)
// and the idempotency store keeps them. The public forms read them without these schemas.

/** The answer to an enquiry: its id (the guest's reference is the first 8 characters) and when it arrived. */
export const enquiryReceiptSchema = z.object({
  id: z.uuid(),
  status: z.literal("new"),
  receivedAt: z.iso.datetime(),
});
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;

/** POST /api/inquiries/consent: the guest's choice was recorded, and when. */
export const consentReceiptSchema = z.object({ recorded: z.literal(true), recordedAt: z.iso.datetime() });
export type ConsentReceipt = z.infer<typeof consentReceiptSchema>;
