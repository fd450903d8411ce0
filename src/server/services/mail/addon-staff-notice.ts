import { html, multiline } from "./html.ts";
import { htmlDocument } from "./layout.ts";
import { formatCalendarDate, formatReceivedAt, type MailContent } from "./mail-content.ts";
import { type AddonSummary, nightsLabel, penceAsPounds, petsLabel } from "./addon-summary.ts";

/** To STAFF_EMAIL when an add-on is paid: who, when, how many pets and the amount (Reply-To is the guest). */
export function addonStaffNotice(summary: AddonSummary): MailContent {
  const total = penceAsPounds(summary.totalPence);
  const subject = `Pet add-on paid: ${summary.guest.name}, ${petsLabel(summary.pets.length)}, ${total} (${summary.reference})`;
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["Reference", summary.reference],
    ["Paid", formatReceivedAt(summary.paidAt)],
    ["Amount", total],
    ["Guest", summary.guest.name],
    ["Email", summary.guest.email],
    ["Phone", summary.guest.phone],
    ["Booking confirmation ID", summary.bookingConfirmationId],
    ["Check-in", formatCalendarDate(summary.checkInDate)],
    ["Check-out", formatCalendarDate(summary.checkOutDate)],
    ["Nights", nightsLabel(summary.numberOfNights)],
    ["Pets", `${petsLabel(summary.pets.length)}: ${summary.pets.map((pet) => `${pet.name} (${pet.type})`).join(", ")}`],
    ["Special requirements", summary.specialRequirements ?? "None"],
  ];
  const intro = "A pet accommodation add-on was paid online. Please check the confirmation ID against the room booking and verify the add-on when the guest arrives.";
  const text = [intro, "", ...rows.map(([label, value]) => `${label}: ${value}`)].join("\n");
  const body = html`<p>${intro}</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:15px">
${rows.map(([label, value]) => html`<tr><td style="color:#6b645c;vertical-align:top">${label}</td><td>${multiline(value)}</td></tr>\n`)}
</table>`;
  return { subject, text, html: htmlDocument(subject, body) };
}
