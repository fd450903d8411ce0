import type { Config } from "../../config.ts";
import { enquiryAcknowledgement } from "../mail/enquiry-acknowledgement.ts";
import { enquiryStaffNotice } from "../mail/enquiry-staff-notice.ts";
import type { EnquirySummary } from "../mail/enquiry-summary.ts";
import type { MailDraft } from "../outbox/outbox-messages.ts";

/**
 * The e-mails an enquiry sends: the staff notice always, and the guest's acknowledgement unless
 * that address had one in the last day (ADR 061: the form cannot make the hotel mail
 * one address again and again).
 */
export function enquiryMailDrafts(summary: EnquirySummary, config: Pick<Config, "STAFF_EMAIL">, acknowledge: boolean): MailDraft[] {
  const acknowledgement: MailDraft[] = [
    {
      kind: "enquiry_acknowledgement",
      to: summary.guest.email,
      content: enquiryAcknowledgement(summary),
      // RFC 3834: an automatic answer, so the guest's own auto-responder does not answer it.
      headers: { "Auto-Submitted": "auto-replied" },
    },
  ];
  return [
    ...(acknowledge ? acknowledgement : []),
    {
      kind: "enquiry_staff_notice",
      to: config.STAFF_EMAIL,
      replyTo: summary.guest.email,
      content: enquiryStaffNotice(summary),
      headers: { "Auto-Submitted": "auto-generated" },
    },
  ];
}
