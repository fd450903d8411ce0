import { hotel } from "../../../../content/hotel.ts";
import { html } from "./html.ts";
import { htmlDocument, TEXT_SIGNATURE } from "./layout.ts";
import type { MailContent } from "./mail-content.ts";
import type { EnquirySummary } from "./enquiry-summary.ts";

const ACKNOWLEDGEMENT_SUBJECT = `We've received your enquiry — ${hotel.name}`;

/**
 * To the guest: their enquiry arrived and we reply within 24 hours. It carries
 * nothing the sender wrote, not even the name (ADR 061): anyone can type any address
 * into a form, and the hotel's address must not carry their words to it. Staff see everything.
 */
export function enquiryAcknowledgement(summary: EnquirySummary): MailContent {
  const what = summary.kindLabel.toLowerCase();
  const text = [
    "Hello,",
    "",
    `Thank you for contacting ${hotel.name}. We've received your ${what} and will reply within 24 hours.`,
    "",
    `Your reference: ${summary.reference}`,
    ...summary.details.map(([label, value]) => `${label}: ${value}`),
    "",
    `If it is urgent, please call reception on ${hotel.phone.display}; we're here ${hotel.receptionAvailability}.`,
    TEXT_SIGNATURE,
  ].join("\n");

  const body = html`<p>Hello,</p>
<p>Thank you for contacting ${hotel.name}. We've received your ${what} and will reply <strong>within 24 hours</strong>.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:15px">
<tr><td style="color:#6b645c">Your reference</td><td><strong>${summary.reference}</strong></td></tr>
${summary.details.map(([label, value]) => html`<tr><td style="color:#6b645c">${label}</td><td>${value}</td></tr>\n`)}
</table>
<p>If it is urgent, please call reception on <a href="tel:${hotel.phone.e164}">${hotel.phone.display}</a>; we're here ${hotel.receptionAvailability}.</p>
<p>Kind regards,<br>${hotel.name}</p>`;

  return { subject: ACKNOWLEDGEMENT_SUBJECT, text, html: htmlDocument(ACKNOWLEDGEMENT_SUBJECT, body) };
}
