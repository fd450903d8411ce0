import { hotel, hotelAddressLine } from "../../../../content/hotel.ts";
import { html, type SafeHtml } from "./html.ts";

/** The hotel's sign-off under every plain-text e-mail. */
export const TEXT_SIGNATURE = [
  "",
  "Kind regards,",
  hotel.name,
  hotelAddressLine,
  `Phone ${hotel.phone.display} · ${hotel.email}`,
].join("\n");

/**
 * The HTML frame of every e-mail: plain tables and inline styles, which is what mail programs
 * render reliably; 600 px wide at most, the screen's width on a phone, where a long link or
 * address breaks across lines rather than widening the message (tests/e2e/mail-layout.spec.ts).
 * `extraFooter` is for the unsubscribe line of marketing mail.
 */
export function htmlDocument(title: string, body: SafeHtml, extraFooter?: SafeHtml): string {
  return html`<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#2b2a28;overflow-wrap:anywhere;word-break:break-word">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid #e4ddd0">
<tr><td style="padding:20px;background:#3b2f2a;color:#f6f3ee;font-size:20px">${hotel.name}</td></tr>
<tr><td style="padding:24px 20px;font-size:16px;line-height:1.5">${body}</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #e4ddd0;font-size:13px;color:#6b645c">
${hotel.name} · ${hotelAddressLine}<br>
Phone ${hotel.phone.display} · <a href="mailto:${hotel.email}" style="color:#6b645c">${hotel.email}</a>${extraFooter}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.value;
}
