import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { Config } from "../config.ts";

/** One e-mail as the outbox hands it over: every header it needs, already rendered. */
export interface OutgoingMail {
  /** "<uuid@domain>", the same on every try of the same outbox message. */
  messageId: string;
  from: { name: string; address: string };
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Inline images the HTML refers to by `cid:`. */
  attachments?: { filename: string; contentType: string; cid: string; contentBase64: string }[];
}

/** Where mail goes: an SMTP server, or .eml files when SMTP_URL is unset. */
export interface MailTransport {
  readonly kind: "smtp" | "eml-files";
  /** Resolves once the message is handed over; rejects with MailDeliveryError. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A failed hand-over. `code` is safe to store and log ("ECONNECTION", "EENVELOPE 550"): the
 * server's own text is dropped because it often quotes the recipient's address.
 */
export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
  constructor(
    readonly code: string,
    /** True when trying again cannot help (the server refused this recipient or message for good). */
    readonly permanent: boolean,
    options: { cause?: unknown } = {},
  ) {
    super(`Mail delivery failed: ${code}`, options);
  }
}

const PERMANENT_CODES = new Set(["EENVELOPE", "EMESSAGE"]);

function field(error: unknown, name: string): unknown {
  return typeof error === "object" && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** Turns nodemailer's error into a MailDeliveryError without the server's text. */
export function toMailDeliveryError(error: unknown): MailDeliveryError {
  if (error instanceof MailDeliveryError) return error;
  const code = field(error, "code");
  const responseCode = field(error, "responseCode");
  const safeCode = typeof code === "string" && /^[A-Z_]{2,32}$/.test(code) ? code : "EUNKNOWN";
  const status = typeof responseCode === "number" && Number.isInteger(responseCode) ? responseCode : undefined;
  const permanent = status !== undefined && status >= 500 && status < 600 && PERMANENT_CODES.has(safeCode);
  return new MailDeliveryError(status === undefined ? safeCode : `${safeCode} ${status}`, permanent, { cause: error });
}

function toNodemailerMessage(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((part) => ({
            filename: part.filename,
            contentType: part.contentType,
            cid: part.cid,
            content: Buffer.from(part.contentBase64, "base64"),
            contentDisposition: "inline" as const,
          })),
        }
      : {}),
  };
}

// Short timeouts: the outbox retries with backoff, so a stuck server must not hold a send for
// nodemailer's default ten minutes (longer than the outbox's claim lease).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ pool: true, url, maxConnections: 3, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    async send(mail) {
      try {
        await transporter.sendMail(toNodemailerMessage(mail));
      } catch (error) {
        throw toMailDeliveryError(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** A file name from the Message-ID: a resend of the same message replaces its file. */
function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, "").replace(/[^A-Za-z0-9.@_-]/g, "_")}.eml`;
}

function emlFileTransport(directory: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folderReady: Promise<unknown> | undefined;
  return {
    kind: "eml-files",
    async send(mail) {
      try {
        const info = await transporter.sendMail(toNodemailerMessage(mail));
        const message = info.message;
        if (!Buffer.isBuffer(message)) throw new MailDeliveryError("EBUILD", true);
        // Made once; a failure is tried again with the next message.
        folderReady ??= mkdir(directory, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
          folderReady = undefined;
          throw error;
        });
        await folderReady;
        const file = path.join(directory, emlFileName(mail.messageId));
        // Written whole or not at all: a reader never sees half a message. Guests' mail: this
        // account's alone (ADR 055).
        await writeFile(`${file}.tmp`, message, { mode: 0o600 });
        await rename(`${file}.tmp`, file);
      } catch (error) {
        throw error instanceof MailDeliveryError ? error : toMailDeliveryError(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an RFC 822 file in DATA_DIR/mail/. */
export function createMailTransport(config: Pick<Config, "SMTP_URL" | "DATA_DIR">): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : emlFileTransport(path.resolve(config.DATA_DIR, "mail"));
}
