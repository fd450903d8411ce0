import { hotel } from "../../../content/hotel.ts";
import { html, type SafeHtml } from "../services/mail/html.ts";

/**
 * The small page a link from an e-mail lands on (confirm, one-click unsubscribe): plain HTML,
 * no script, readable without the web app.
 */
export function linkPage(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | ${hotel.name}</title></head>
<body style="font-family:Georgia,'Times New Roman',serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#2b2a28;line-height:1.5">
<p style="font-size:1.25rem">${hotel.name}</p>
<h1 style="font-size:1.5rem">${title}</h1>
${body}
<p><a href="/">Return to the homepage</a></p>
</body>
</html>
`.value;
}
