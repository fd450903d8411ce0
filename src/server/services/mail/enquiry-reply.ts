import { html, multiline } from "./html.ts";
import { htmlDocument } from "./layout.ts";
import type { MailContent } from "./mail-content.ts";

/**
 * Staff's answer to an enquiry, as they wrote it (ADR 094): their words are the whole body, the
 * paragraphs and line breaks kept and every character escaped; the hotel's frame and footer around it.
 */
export function enquiryReplyMail(subject: string, body: string): MailContent {
  const paragraphs = body.split(/\n\s*\n/).map((paragraph) => html`<p>${multiline(paragraph.trim())}</p>\n`);
  return { subject, text: body, html: htmlDocument(subject, html`${paragraphs}`) };
}
