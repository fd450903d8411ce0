// Reads the messages nodemailer writes (headers, multipart/alternative, quoted-printable or
// base64 parts, encoded-word headers) well enough for tests to check what a guest would see.

export interface MimeMessage {
  /** Header names in lower case; values unfolded and decoded. */
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
  /** Parts other than the bodies (inline images), with their Content-ID without the brackets. */
  attachments: { contentType: string; contentId: string | undefined; content: Buffer }[];
}

type Collected = { text?: string; html?: string; attachments: MimeMessage["attachments"] };

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { head: raw, body: "" };
  const separator = /\r?\n\r?\n/.exec(raw.slice(at))?.[0] ?? "\n\n";
  return { head: raw.slice(0, at), body: raw.slice(at + separator.length) };
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replaceAll("_", " ")),
    );
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch ((transferEncoding ?? "7bit").toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

function boundaryOf(contentType: string): string | undefined {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
}

function collectParts(head: Map<string, string>, body: string, into: Collected): void {
  const contentType = head.get("content-type") ?? "text/plain";
  const boundary = boundaryOf(contentType);
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const { head: partHead, body: partBody } = splitHead(section.replace(/^\r?\n/, ""));
      collectParts(parseHeaders(partHead), partBody.replace(/\r?\n$/, ""), into);
    }
    return;
  }
  const lowerType = contentType.toLowerCase();
  if (!lowerType.startsWith("text/")) {
    const content = (head.get("content-transfer-encoding") ?? "").toLowerCase() === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64") : Buffer.from(body);
    into.attachments.push({ contentType: lowerType.split(";")[0] ?? lowerType, contentId: head.get("content-id")?.replace(/^<|>$/g, ""), content });
    return;
  }
  const decoded = decodeBody(body, head.get("content-transfer-encoding"));
  if (lowerType.startsWith("text/html")) into.html ??= decoded;
  else if (lowerType.startsWith("text/plain")) into.text ??= decoded;
}

export function parseMimeMessage(raw: string): MimeMessage {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts: Collected = { attachments: [] };
  collectParts(headers, body, parts);
  return { headers, text: parts.text?.replace(/\r\n/g, "\n"), html: parts.html?.replace(/\r\n/g, "\n"), attachments: parts.attachments };
}
