import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtpServer, type FakeSmtpServer } from "../../fakes/smtp.ts";
import { contactEnquiry, eventEnquiry } from "../../factories/enquiries.ts";
import { callerOf } from "../helpers/app-caller.ts";
import { useTestAppWith } from "../helpers/use-test-app.ts";

const STAFF = "front-desk@courtfield.example.com";
const FAST_RETRIES = { retry: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 1_000 } };

async function freePort(): Promise<number> {
  const probe = await startFakeSmtpServer();
  const port = Number(new URL(probe.url).port);
  await probe.close();
  return port;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(50);
  }
}

describe("SMTP down while enquiries arrive, then back: every message delivered once", () => {
  let port: number;
  let smtp: FakeSmtpServer | undefined;
  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const t = useTestAppWith(() => ({
    config: { SMTP_URL: `smtp://127.0.0.1:${port}`, STAFF_EMAIL: STAFF, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
    mailOutbox: { sender: FAST_RETRIES, dispatcher: { pollIntervalMs: 250 } },
  }));

  it("keeps every message while nothing listens, then delivers each exactly once", async () => {
    t.app.mailOutbox.start();
    const caller = callerOf(t.app);
    const guests = [contactEnquiry(), contactEnquiry(), contactEnquiry(), eventEnquiry(), eventEnquiry({ eventType: "party" })];
    for (const guest of guests) {
      if ("eventType" in guest) await caller.enquiries.submitEvent(guest);
      else await caller.enquiries.submitContact(guest);
    }

    // Tried and failed, kept for later; the stored error names no address.
    await eventually(async () => (await t.db.prisma.outboxMessage.count({ where: { attempts: { gte: 2 } } })) === 10);
    const waiting = await t.db.prisma.outboxMessage.findMany({ select: { status: true, lastError: true } });
    expect(waiting).toHaveLength(10);
    for (const row of waiting) {
      expect(row.status).toBe("pending");
      expect(row.lastError).toMatch(/^E[A-Z]+( \d{3})?$/);
    }

    smtp = await startFakeSmtpServer(port);
    const received = await smtp.waitFor(10);
    await eventually(async () => (await t.db.prisma.outboxMessage.count({ where: { status: "sent" } })) === 10);
    // Nothing more to send: the schedule stopped (a run under way finished), one more run sends nothing.
    await t.app.mailOutbox.stop();
    expect(await t.app.mailOutbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, cancelled: 0 });
    expect(smtp.received).toHaveLength(10);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(10);
    for (const guest of guests) {
      expect(smtp.received.filter((mail) => mail.recipients.includes(guest.email))).toHaveLength(1);
    }
    expect(smtp.received.filter((mail) => mail.recipients.includes(STAFF))).toHaveLength(5);
  });
});

describe("an SMTP server refusing with a temporary error (451), then accepting", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(() => smtp.close());
  const t = useTestAppWith(() => ({
    config: { SMTP_URL: smtp.url, STAFF_EMAIL: STAFF },
    mailOutbox: { sender: FAST_RETRIES, dispatcher: { pollIntervalMs: 60_000 } },
  }));

  it("retries after the backoff and delivers each message once", async () => {
    smtp.setDown(true);
    t.app.mailOutbox.start();
    const guest = contactEnquiry();
    await callerOf(t.app).enquiries.submitContact(guest);
    await eventually(async () => (await t.db.prisma.outboxMessage.count({ where: { attempts: { gte: 2 }, lastError: "EMESSAGE 451" } })) === 2);
    expect(smtp.received).toHaveLength(0);

    smtp.setDown(false);
    await smtp.waitFor(2);
    await eventually(async () => (await t.db.prisma.outboxMessage.count({ where: { status: "sent" } })) === 2);
    await t.app.mailOutbox.stop();
    expect(await t.app.mailOutbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, cancelled: 0 });
    expect(smtp.received.map((mail) => mail.recipients[0]).sort()).toEqual([guest.email, STAFF].sort());
  });
});

describe("waking the outbox after an enquiry", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(() => smtp.close());
  // A poll interval of a minute: only the wake can deliver within the second.
  const t = useTestAppWith(() => ({ config: { SMTP_URL: smtp.url }, mailOutbox: { dispatcher: { pollIntervalMs: 60_000 } } }));

  it("sends the e-mails within a second of the enquiry through the REST shim", async () => {
    t.app.mailOutbox.start();
    // The start's own look at the outbox is over (it finds nothing): only the wake can send now.
    await t.app.mailOutbox.runOnce();
    const response = await t.app.inject({ method: "POST", url: "/api/inquiries/contact", payload: contactEnquiry() });
    expect(response.statusCode).toBe(201);
    const accepted = Date.now();
    await smtp.waitFor(2, 1_000);
    expect(Date.now() - accepted).toBeLessThan(1_000);
    await t.app.mailOutbox.stop();
  });
});
