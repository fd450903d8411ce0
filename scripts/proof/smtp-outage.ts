import { type FakeSmtpServer, type ReceivedMail, startFakeSmtpServer } from "../../tests/fakes/smtp.ts";
import { startEnquiryLoad } from "./enquiry-clients.ts";
import type { Tally } from "./enquiries-under-faults.ts";
import type { ProofApp } from "./proof-app.ts";
import { countDuplicates } from "./proof-row.ts";
import type { ProofStore } from "./proof-store.ts";

/** The fake SMTP server the app's SMTP_URL names; the outage closes it and opens a new one on the port. */
export interface SmtpSlot {
  port: number;
  server: FakeSmtpServer | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function aboutRun(mail: ReceivedMail, marker: string): boolean {
  const tag = `proof-${marker}-`;
  return mail.recipients.some((address) => address.includes(tag)) || (mail.headers.get("reply-to") ?? "").includes(tag);
}

/**
 * Nothing listens on the SMTP port for `outageSeconds` while enquiries arrive; then a server does.
 * Every e-mail the enquiries queued must arrive once: none missing, none twice.
 */
export async function smtpOutage(
  app: ProofApp,
  store: ProofStore,
  smtp: SmtpSlot,
  marker: string,
  options: { rate: number; seconds: number; outageSeconds: number },
): Promise<Tally> {
  await smtp.server?.close();
  smtp.server = undefined;
  const down = Date.now();
  const load = startEnquiryLoad({ url: app.url, marker, rate: options.rate, seconds: options.seconds, graceSeconds: 10 });
  await sleep(options.outageSeconds * 1000);
  const server = await startFakeSmtpServer(smtp.port);
  smtp.server = server;
  const back = Date.now();
  const outageMs = back - down;
  await load.finished;
  // Two e-mails per enquiry (the guest's, the staff's); then a quiet while for any copy.
  const expected = 2 * load.submissions.filter((submission) => submission.acknowledged).length;
  const mine = () => server.received.filter((mail) => aboutRun(mail, marker));
  const deadline = Date.now() + 120_000;
  while (mine().length < expected && Date.now() < deadline) await sleep(200);
  const lastArrivedMs = Date.now() - back;
  await sleep(1_000);

  return async (query) => {
    const tag = `proof-${marker}-%`;
    const queued = await query<{ message_id: string; status: string }>(
      `SELECT message_id, status::text FROM outbox_message WHERE to_address LIKE $1 OR reply_to LIKE $1`,
      [tag],
    );
    const receivedIds = mine().map((mail) => mail.messageId ?? "");
    const received = new Set(receivedIds);
    return [
      {
        scenario: `e-mails through an SMTP outage, ${store.label}`,
        sent: queued.length,
        acknowledged: queued.filter((message) => message.status === "sent").length,
        stored: received.size,
        duplicates: countDuplicates(receivedIds),
        lost: queued.filter((message) => !received.has(`<${message.message_id}>`) && !received.has(message.message_id)).length,
        happened: `no SMTP server for ${(outageMs / 1000).toFixed(1)} s; the last e-mail arrived ${(lastArrivedMs / 1000).toFixed(1)} s after it came back`,
      },
    ];
  };
}
