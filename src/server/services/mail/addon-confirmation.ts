import { hotel } from "../../../../content/hotel.ts";
import { html, multiline, type SafeHtml } from "./html.ts";
import { htmlDocument, TEXT_SIGNATURE } from "./layout.ts";
import { formatCalendarDate, type MailAttachment, type MailContent } from "./mail-content.ts";
import { type AddonSummary, CHECK_IN_TEXT, nightsLabel, penceAsPounds, petsLabel, TAXES_NOTE } from "./addon-summary.ts";

const REFERENCE_QR_CID = "reference-qr@courtfield";

// A label may wrap ("Original booking confirmation ID"): on a phone the value keeps room beside it.
const LABEL = "color:#6b645c;vertical-align:top;padding:4px 12px 4px 0;width:40%";
const VALUE = "vertical-align:top;padding:4px 0";

function rows(entries: ReadonlyArray<readonly [string, string | SafeHtml]>): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;margin:0 0 16px">
${entries.map(([label, value]) => html`<tr><td style="${LABEL}">${label}</td><td style="${VALUE}">${value}</td></tr>\n`)}</table>`;
}

/**
 * To the guest once the payment is confirmed: the same facts as the success page, the
 * reference with its QR code for reception (ADR 062, an inline PNG), the check-in times
 * (ADR 059) and how to reach the hotel.
 */
export function addonConfirmation(summary: AddonSummary, qrPngBase64: string): MailContent {
  const subject = `Pet accommodation confirmed: ${summary.reference}`;
  const total = penceAsPounds(summary.totalPence);
  const stay: ReadonlyArray<readonly [string, string]> = [
    ["Add-on reference", summary.reference],
    ["Payment status", "Paid"],
    ["Original booking confirmation ID", summary.bookingConfirmationId],
    ["Guest", summary.guest.name],
    ["Email", summary.guest.email],
    ["Phone", summary.guest.phone],
    ["Check-in", formatCalendarDate(summary.checkInDate)],
    ["Check-out", formatCalendarDate(summary.checkOutDate)],
    ["Number of nights", nightsLabel(summary.numberOfNights)],
  ];
  const petRows: ReadonlyArray<readonly [string, string]> = [
    ["Number of pets", petsLabel(summary.pets.length)],
    ...summary.pets.map((pet, index) => [`Pet ${index + 1}`, `${pet.name} (${pet.type})`] as const),
    ...(summary.specialRequirements ? [["Special requirements", summary.specialRequirements] as const] : []),
    ["Subtotal", total],
  ];
  const instructions = [
    `Please bring your original booking confirmation ID (${summary.bookingConfirmationId}) and this add-on reference (${summary.reference}) when you check in.`,
    "Reception will verify your pet add-on on arrival.",
    "Your add-on is already paid online: there is nothing more to pay for it at reception.",
    `${CHECK_IN_TEXT}.`,
  ];

  const text = [
    `Dear ${summary.guest.name},`,
    "",
    "Booking confirmed: your pet accommodation is booked and paid. Thank you!",
    "",
    ...stay.map(([label, value]) => `${label}: ${value}`),
    "",
    "Pet summary",
    ...petRows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Total paid: ${total} (${TAXES_NOTE})`,
    "",
    "At check-in",
    ...instructions.map((line) => `- ${line}`),
    "",
    `Questions? Call us on ${hotel.phone.display} or e-mail ${hotel.email}.`,
    TEXT_SIGNATURE,
  ].join("\n");

  const body = html`<p>Dear ${summary.guest.name},</p>
<p style="font-size:20px;margin:0 0 4px">Booking confirmed</p>
<p style="margin:0 0 20px">Your pet accommodation is booked and paid. Thank you!</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border:1px solid #e4ddd0"><tr>
<td style="padding:12px"><img src="cid:${REFERENCE_QR_CID}" width="120" height="120" alt="QR code of your add-on reference ${summary.reference}" style="display:block"></td>
<td style="padding:12px 16px 12px 4px;vertical-align:middle"><span style="color:#6b645c;font-size:13px">Add-on reference</span><br>
<strong style="font-family:Menlo,Consolas,monospace;font-size:20px;letter-spacing:1px;white-space:nowrap">${summary.reference}</strong><br>
<span style="color:#6b645c;font-size:13px">Show this at reception</span></td>
</tr></table>
${rows(stay)}
<p style="font-size:17px;margin:20px 0 8px">Pet summary</p>
${rows(petRows.map(([label, value]) => [label, label === "Special requirements" ? multiline(value) : value] as const))}
<p style="font-size:17px;margin:0 0 4px"><strong>Total paid: ${total}</strong></p>
<p style="color:#6b645c;font-size:13px;margin:0 0 20px">${TAXES_NOTE}</p>
<p style="font-size:17px;margin:0 0 8px">At check-in</p>
<ul style="margin:0 0 20px;padding-left:20px">${instructions.map((line) => html`<li>${line}</li>`)}</ul>
<p>Questions? Call us on <a href="tel:${hotel.phone.e164}">${hotel.phone.display}</a> or e-mail <a href="mailto:${hotel.email}">${hotel.email}</a>.</p>`;

  const qr: MailAttachment = { filename: `${summary.reference}.png`, contentType: "image/png", cid: REFERENCE_QR_CID, contentBase64: qrPngBase64 };
  return { subject, text, html: htmlDocument(subject, body), attachments: [qr] };
}
