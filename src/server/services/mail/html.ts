// HTML for e-mails is built only through the `html` tag below, which escapes every value put
// into it. Guest text therefore cannot add markup, whatever the input cleaning let through.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Markup that is already safe: produced by `html`, never from a string that came from outside. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | undefined;

function render(value: HtmlValue): string {
  if (value === undefined) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: SafeHtml) => item.value).join("");
  return escapeHtml(String(value));
}

/** html`<p>Dear ${name}</p>`: strings and numbers are escaped, SafeHtml is kept as is. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(out);
}

/** Guest text with its line breaks kept: each line escaped, joined by <br>. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(text.split(/\r?\n/).map(escapeHtml).join("<br>\n"));
}
