import { html, type SafeHtml } from "./html.ts";
import { htmlDocument } from "./layout.ts";
import type { MailContent } from "./mail-content.ts";

export interface UnsubscribeLinks {
  /** https://…/api/newsletter/unsubscribe-one-click?token=… */
  oneClickUrl: string;
  /** An address whose inbox staff read, for mail programs that offer only mailto. */
  mailtoAddress: string;
}

/**
 * The headers of RFC 2369 and RFC 8058: mail programs show an "Unsubscribe" button that POSTs
 * to the https link, with no page to visit and no sign-in.
 */
export function listUnsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    "List-Unsubscribe": `<mailto:${links.mailtoAddress}?subject=unsubscribe>, <${links.oneClickUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** A newsletter issue: the given body with the unsubscribe line in both versions. */
export function marketingMail(subject: string, body: { text: string; html: SafeHtml }, links: UnsubscribeLinks): MailContent {
  const text = `${body.text}\n\n--\nYou receive this because you subscribed to our newsletter. Unsubscribe: ${links.oneClickUrl}`;
  const footer = html`<br><br>You receive this because you subscribed to our newsletter. <a href="${links.oneClickUrl}" style="color:#6b645c">Unsubscribe</a>`;
  return { subject, text, html: htmlDocument(subject, body.html, footer) };
}
