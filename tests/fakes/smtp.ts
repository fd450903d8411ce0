import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type MimeMessage, parseMimeMessage } from "./mime-message.ts";

/** One message as the fake SMTP server received it. */
export interface ReceivedMail extends MimeMessage {
  /** RCPT TO addresses of the SMTP envelope. */
  recipients: string[];
  mailFrom: string | undefined;
  raw: string;
  messageId: string | undefined;
  subject: string | undefined;
}

export interface FakeSmtpServer {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves once at least `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** While down, every message is refused with a temporary error (451). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on loopback that keeps what it receives. No TLS
 * and no authentication: the app's nodemailer transport talks plain SMTP to it.
 */
export async function startFakeSmtpServer(port = 0): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  let down = false;
  const waiters: Array<() => void> = [];

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (down) {
          const error = Object.assign(new Error("Service temporarily unavailable"), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = parseMimeMessage(raw);
        received.push({
          ...parsed,
          raw,
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          messageId: parsed.headers.get("message-id"),
          subject: parsed.headers.get("subject"),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A client that dies mid-session (an app killed with SIGKILL) resets its connection: the
  // session ends, as on a real server, instead of the error ending the process.
  server.on("error", () => undefined);
  const address = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Expected ${count} messages, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice();
    },
    setDown(value) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
