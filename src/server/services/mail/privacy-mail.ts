import { hotel } from "../../../../content/hotel.ts";
import type { DataRequestType } from "../../../shared/privacy/data-request.ts";
import { html, type SafeHtml } from "./html.ts";
import { htmlDocument, TEXT_SIGNATURE } from "./layout.ts";
import type { MailContent } from "./mail-content.ts";

// The e-mails of a data request (ADR 022). None quotes what the requester typed (ADR 061):
// a request sent in someone else's name relays nothing to them.

const ACTIONS: Record<DataRequestType, string> = {
  access: "a summary of the personal data we hold about you",
  export: "a copy of your personal data as a JSON file",
  delete: "the deletion of your personal data",
};

const BUTTON_STYLE = "display:inline-block;padding:10px 18px;background:#3b2f2a;color:#f6f3ee;text-decoration:none";
const SMALL = "font-size:14px;color:#6b645c";

function mail(subject: string, textLines: string[], body: SafeHtml): MailContent {
  return { subject, text: [...textLines, TEXT_SIGNATURE].join("\n"), html: htmlDocument(subject, body) };
}

const privacyConfirmationSubject = (type: DataRequestType) =>
  `Please confirm your data request — ${hotel.name}` + (type === "delete" ? " (deletion)" : "");

/** The link that proves the request comes from the address: nothing is disclosed or erased before it. */
export function privacyRequestConfirmation(type: DataRequestType, confirmUrl: string, validForHours: number): MailContent {
  const action = ACTIONS[type];
  const ignore = "If you did not ask for this, ignore this e-mail: nothing will happen.";
  return mail(
    privacyConfirmationSubject(type),
    ["Hello,", "", `We received a request for ${action}. To confirm it is yours, open this link and press the button on the page:`, "", confirmUrl, "", `The link works once and for ${validForHours} hours. ${ignore}`],
    html`<p>Hello,</p>
<p>We received a request for ${action}. To confirm it is yours, open the link and press the button on the page.</p>
<p><a href="${confirmUrl}" style="${BUTTON_STYLE}">Confirm my request</a></p>
<p style="${SMALL}">Or copy this link into your browser: ${confirmUrl}</p>
<p style="${SMALL}">The link works once and for ${validForHours} hours. ${ignore}</p>`,
  );
}

export interface RecordSummaryLine {
  label: string;
  count: number;
  holds: string;
  keptFor: string;
}

/** The answer to an access request: every kind of record, how many we hold, what they hold and for how long. */
export function privacyAccessSummary(lines: RecordSummaryLine[], exportPageUrl: string): MailContent {
  const subject = `The personal data we hold about you — ${hotel.name}`;
  const held = lines.filter((line) => line.count > 0);
  const intro = held.length ? "Here is every kind of personal record we hold about this e-mail address:" : "We hold no personal records about this e-mail address.";
  const textLines = held.map((line) => `- ${line.label}: ${line.count} (holds ${line.holds}; kept ${line.keptFor})`);
  return mail(
    subject,
    ["Hello,", "", intro, ...textLines, "", `For a full copy of these records, ask for an export on ${exportPageUrl}.`, "You may also ask us to correct or delete them; reply to this e-mail or use the same page."],
    html`<p>Hello,</p>
<p>${intro}</p>
${held.length ? html`<ul>${held.map((line) => html`<li><strong>${line.label}</strong>: ${line.count} (holds ${line.holds}; kept ${line.keptFor})</li>`)}</ul>` : html``}
<p>For a full copy of these records, ask for an export on <a href="${exportPageUrl}">our data request page</a>. You may also ask us to correct or delete them; reply to this e-mail or use the same page.</p>`,
  );
}

/** The export is ready: its download link (a page with a button), valid for a few days. */
export function privacyExportReady(downloadUrl: string, validForDays: number): MailContent {
  const subject = `Your data export is ready — ${hotel.name}`;
  return mail(
    subject,
    ["Hello,", "", "Your personal data export (a JSON file) is ready. Open this link and press Download:", "", downloadUrl, "", `The link works for ${validForDays} days.`],
    html`<p>Hello,</p>
<p>Your personal data export (a JSON file) is ready. Open the link and press Download.</p>
<p><a href="${downloadUrl}" style="${BUTTON_STYLE}">Download my data</a></p>
<p style="${SMALL}">Or copy this link into your browser: ${downloadUrl}</p>
<p style="${SMALL}">The link works for ${validForDays} days.</p>`,
  );
}

/** A complex request takes longer: the new date and staff's reason, told within the first month. */
export function privacyRequestExtended(dueDate: string, reason: string): MailContent {
  const subject = `Your data request needs more time — ${hotel.name}`;
  return mail(
    subject,
    ["Hello,", "", `We need more time to answer your data request. We will answer by ${dueDate}.`, "", `Why: ${reason}`],
    html`<p>Hello,</p>
<p>We need more time to answer your data request. We will answer by ${dueDate}.</p>
<p>Why: ${reason}</p>`,
  );
}
