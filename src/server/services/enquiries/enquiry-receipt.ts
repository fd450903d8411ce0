import { randomUUID } from "node:crypto";
import type { EnquiryReceipt } from "../../../shared/enquiries/enquiry-answers.ts";

/** The answer to an enquiry: its id (the guest's reference is the first 8 characters) and when it arrived. */
export function enquiryReceipt(id: string, receivedAt: Date): EnquiryReceipt {
  return { id, status: "new", receivedAt: receivedAt.toISOString() };
}

/** What a bot that filled the honeypot gets: the same shape as a real answer, for nothing stored. */
export function decoyEnquiryReceipt(now: Date): EnquiryReceipt {
  return enquiryReceipt(randomUUID(), now);
}
