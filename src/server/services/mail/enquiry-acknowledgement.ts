import { hotel } from "../../../../content/hotel.ts";
import { html, multiline } from "./html.ts";
import { htmlDocument, TEXT_SIGNATURE } from "./layout.ts";
import type { MailContent } from "./mail-content.ts";
import type { EnquirySummary } from "./enquiry-summary.ts";

export const ACKNOWLEDGEMENT_SUBJECT = `We've received your enquiry — ${hotel.name}`;

/** To the guest: their enquiry arrived and we reply within 24 hours (public-site §9). */
export function enquiryAcknowledgement(summary: EnquirySummary): MailContent {
  const what = summary.kindLabel.toLowerCase();
  const text = [
    `Dear ${summary.guest.name},`,
    "",
    `Thank you for contacting ${hotel.name}. We've received your ${what} and will reply within 24 hours.`,
    "",
    `Your reference: ${summary.reference}`,
    ...summary.details.map(([label, value]) => `${label}: ${value}`),
    ...(summary.message ? ["", "Your message:", summary.message] : []),
    "",
    `If it is urgent, please call reception on ${hotel.phone.display}; we're here ${hotel.receptionAvailability}.`,
    TEXT_SIGNATURE,
  ].join("\n");

  const body = html`<p>Dear ${summary.guest.name},</p>
<p>Thank you for contacting ${hotel.name}. We've received your ${what} and will reply <strong>within 24 hours</strong>.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:15px">
<tr><td style="color:#6b645c">Your reference</td><td><strong>${summary.reference}</strong></td></tr>
${summary.details.map(([label, value]) => html`<tr><td style="color:#6b645c">${label}</td><td>${value}</td></tr>\n`)}
</table>
${summary.message ? html`<p style="color:#6b645c;margin-bottom:4px">Your message:</p><blockquote style="margin:0;padding:8px 12px;border-left:3px solid #e4ddd0">${multiline(summary.message)}</blockquote>` : undefined}
<p>If it is urgent, please call reception on <a href="tel:${hotel.phone.e164}">${hotel.phone.display}</a>; we're here ${hotel.receptionAvailability}.</p>
<p>Kind regards,<br>${hotel.name}</p>`;

  return { subject: ACKNOWLEDGEMENT_SUBJECT, text, html: htmlDocument(ACKNOWLEDGEMENT_SUBJECT, body) };
}
