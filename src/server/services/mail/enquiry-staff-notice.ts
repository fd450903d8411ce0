import { html, multiline } from "./html.ts";
import { htmlDocument } from "./layout.ts";
import { formatReceivedAt, type MailContent } from "./mail-content.ts";
import type { EnquirySummary } from "./enquiry-summary.ts";

/** To STAFF_EMAIL: everything the guest sent, so staff can reply from the notice (Reply-To is the guest). */
export function enquiryStaffNotice(summary: EnquirySummary): MailContent {
  const subject = `New ${summary.kindLabel.toLowerCase()} from ${summary.guest.name} (${summary.reference})`;
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["Reference", summary.reference],
    ["Received", formatReceivedAt(summary.receivedAt)],
    ["Name", summary.guest.name],
    ["Email", summary.guest.email],
    ["Phone", summary.guest.phone ?? "Not given"],
    ...summary.details,
    ["Marketing e-mails", summary.marketingOptIn ? "Yes, opted in" : "No"],
    ["Sent from page", summary.source],
  ];
  const text = [
    `${summary.kindLabel} received through the website. Reply to this e-mail to answer the guest.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    summary.message ?? "(no message)",
    "",
    "We promised a reply within 24 hours.",
  ].join("\n");

  const body = html`<p>${summary.kindLabel} received through the website. Reply to this e-mail to answer the guest.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:15px">
${rows.map(([label, value]) => html`<tr><td style="color:#6b645c;vertical-align:top">${label}</td><td>${value}</td></tr>\n`)}
</table>
<p style="color:#6b645c;margin-bottom:4px">Message:</p>
<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #e4ddd0">${summary.message ? multiline(summary.message) : "(no message)"}</blockquote>
<p>We promised a reply within 24 hours.</p>`;

  return { subject, text, html: htmlDocument(subject, body) };
}
