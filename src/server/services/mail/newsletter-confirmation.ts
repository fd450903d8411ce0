import { hotel } from "../../../../content/hotel.ts";
import { html } from "./html.ts";
import { htmlDocument, TEXT_SIGNATURE } from "./layout.ts";
import type { MailContent } from "./mail-content.ts";

export const CONFIRMATION_SUBJECT = `Please confirm your subscription — ${hotel.name}`;

/** Double opt-in: nothing but this e-mail goes to the address until its link is opened. */
export function newsletterConfirmation(confirmUrl: string, validForDays: number): MailContent {
  const text = [
    "Hello,",
    "",
    `Please confirm that you would like to receive our newsletter from ${hotel.name}: open this link and press Confirm.`,
    "",
    confirmUrl,
    "",
    `The link works once and for ${validForDays} days. If you did not sign up, ignore this e-mail and you will hear nothing more from us.`,
    TEXT_SIGNATURE,
  ].join("\n");
  const body = html`<p>Hello,</p>
<p>Please confirm that you would like to receive our newsletter from ${hotel.name}: open the link and press Confirm.</p>
<p><a href="${confirmUrl}" style="display:inline-block;padding:10px 18px;background:#3b2f2a;color:#f6f3ee;text-decoration:none">Confirm my subscription</a></p>
<p style="font-size:14px;color:#6b645c">Or copy this link into your browser: ${confirmUrl}</p>
<p style="font-size:14px;color:#6b645c">The link works once and for ${validForDays} days. If you did not sign up, ignore this e-mail and you will hear nothing more from us.</p>`;
  return { subject: CONFIRMATION_SUBJECT, text, html: htmlDocument(CONFIRMATION_SUBJECT, body) };
}
