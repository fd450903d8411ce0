import Fastify from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import type { MailTransport, OutgoingMail } from "../../../src/server/integrations/mail.ts";
import { html } from "../../../src/server/services/mail/html.ts";
import { queueMarketingMail } from "../../../src/server/services/newsletter/queue-marketing-mail.ts";
import { unsubscribeAddress } from "../../../src/server/services/newsletter/newsletter-unsubscribe.ts";
import { enqueueMail } from "../../../src/server/services/outbox/outbox-messages.ts";
import { OutboxSender, type OutboxSenderOptions } from "../../../src/server/services/outbox/outbox-sender.ts";
import { RecordingMailTransport } from "../../fakes/mail-transport.ts";
import { guestEmail } from "../../factories/enquiries.ts";
import { serviceContextFor } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const log = Fastify({ logger: false }).log;
const SENDER = { from: { name: "The Courtfield Hotel", address: "stay@courtfield.example.com" } };
const RETRY = { baseDelayMs: 1_000, maxDelayMs: 4_000, maxAttempts: 5 };

describe("the outbox sender: claims, retries with backoff, gives up, never double-sends", () => {
  const t = useTestApp();
  let clock: Date;
  let transport: RecordingMailTransport;
  const senderWith = (options: Partial<OutboxSenderOptions> = {}, mailTransport: MailTransport = transport) =>
    new OutboxSender(t.db.prisma, mailTransport, SENDER, log, { retry: RETRY, now: () => clock, ...options });

  beforeEach(async () => {
    await t.db.truncate();
    clock = new Date("2026-11-22T10:00:00Z");
    transport = new RecordingMailTransport();
  });

  const queue = (to = guestEmail(), kind: "enquiry_acknowledgement" | "marketing" = "enquiry_acknowledgement") =>
    enqueueMail(t.db.prisma, [{ kind, to, content: { subject: "Hello", text: "Hello", html: "<p>Hello</p>" } }], "courtfield.example.com", clock);

  const row = async () =>
    t.db.prisma.outboxMessage.findFirstOrThrow({ select: { status: true, attempts: true, nextAttemptAt: true, lastError: true, sentAt: true, messageId: true } });

  it("sends a due message once and records it; a second run finds nothing", async () => {
    await queue();
    const sender = senderWith();
    await expect(sender.sendDueBatch()).resolves.toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0, cancelled: 0 });
    await expect(sender.sendDueBatch()).resolves.toMatchObject({ claimed: 0 });
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]?.messageId).toMatch(/^<[0-9a-f-]{36}@courtfield\.example\.com>$/);
    await expect(row()).resolves.toMatchObject({ status: "sent", attempts: 1, sentAt: clock, lastError: null });
  });

  it("keeps only who, what and when of a message once it is sent or given up: its body, with any live link, is cleared", async () => {
    await queue();
    await queue(guestEmail(), "enquiry_acknowledgement");
    transport.failWith = undefined;
    await senderWith().sendDueBatch();
    const rows = await t.db.prisma.outboxMessage.findMany({ select: { to: true, subject: true, messageId: true, sentAt: true, text: true, html: true, headers: true, attachments: true } });
    expect(rows).toHaveLength(2);
    for (const sent of rows) {
      expect(sent).toMatchObject({ subject: "Hello", sentAt: clock, text: "", html: "", headers: {}, attachments: [] });
      expect(sent.to).toMatch(/@/);
      expect(sent.messageId).toMatch(/^<.+>$/);
    }
    expect(transport.sent.map((mail) => mail.html)).toEqual(["<p>Hello</p>", "<p>Hello</p>"]);

    await t.db.truncate();
    await queue();
    transport.failWith = RecordingMailTransport.recipientRejected();
    await senderWith().sendDueBatch();
    await expect(t.db.prisma.outboxMessage.findFirstOrThrow({ select: { status: true, text: true, html: true } })).resolves.toEqual({ status: "failed", text: "", html: "" });
  });

  it("waits 1 s, 2 s, 4 s, then 4 s between tries (doubling up to the cap) and marks the message failed after the last", async () => {
    await queue();
    transport.failWith = RecordingMailTransport.unreachable();
    const sender = senderWith();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const round = await sender.sendDueBatch();
      expect(round.claimed).toBe(1);
      const current = await row();
      if (attempt < 5) {
        expect(current).toMatchObject({ status: "pending", attempts: attempt, lastError: "ECONNECTION" });
        waits.push(current.nextAttemptAt.getTime() - clock.getTime());
        // Not due yet: nothing is claimed a moment before the wait is over.
        clock = new Date(current.nextAttemptAt.getTime() - 1);
        await expect(sender.sendDueBatch()).resolves.toMatchObject({ claimed: 0 });
        clock = current.nextAttemptAt;
      } else {
        expect(round.failed).toBe(1);
        expect(current).toMatchObject({ status: "failed", attempts: 5, lastError: "ECONNECTION" });
      }
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
    expect(transport.sent).toHaveLength(0);
  });

  it("gives up at once when the server refuses the recipient for good (5xx)", async () => {
    await queue();
    transport.failWith = RecordingMailTransport.recipientRejected();
    await expect(senderWith().sendDueBatch()).resolves.toMatchObject({ failed: 1 });
    await expect(row()).resolves.toMatchObject({ status: "failed", attempts: 1, lastError: "EENVELOPE 550" });
  });

  it("resends after a crash between sending and recording, with the same Message-ID", async () => {
    await queue();
    // The first instance hands the message over and then never records it (it died).
    const delivered: OutgoingMail[] = [];
    const dying: MailTransport = {
      kind: "smtp",
      send: (mail) => {
        delivered.push(mail);
        return new Promise<void>(() => undefined);
      },
      close: () => undefined,
    };
    void senderWith({ leaseMs: 120_000 }, dying).sendDueBatch();
    await expect.poll(() => delivered.length).toBe(1);

    // Another instance does not take it while the lease stands …
    const restarted = senderWith({ leaseMs: 120_000 });
    clock = new Date(clock.getTime() + 119_000);
    await expect(restarted.sendDueBatch()).resolves.toMatchObject({ claimed: 0 });
    // … and sends it again once the lease is over, under the same Message-ID.
    clock = new Date(clock.getTime() + 2_000);
    await expect(restarted.sendDueBatch()).resolves.toMatchObject({ sent: 1 });
    expect(transport.sent[0]?.messageId).toBe(delivered[0]?.messageId);
    await expect(row()).resolves.toMatchObject({ status: "sent", attempts: 2 });
  });

  it("never gives two instances the same message (FOR UPDATE SKIP LOCKED)", async () => {
    for (let i = 0; i < 30; i += 1) await queue();
    const first = new RecordingMailTransport();
    const second = new RecordingMailTransport();
    const rounds = await Promise.all([senderWith({ batchSize: 7 }, first), senderWith({ batchSize: 7 }, second)].flatMap((sender) => [
      sender.sendDueBatch(),
      sender.sendDueBatch(),
      sender.sendDueBatch(),
    ]));
    const ids = [...first.sent, ...second.sent].map((mail) => mail.messageId);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(ids.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(21);
  });

  it("cancels marketing mail to an address that unsubscribed after it was queued", async () => {
    const email = guestEmail("reader");
    await t.db.prisma.newsletterSubscriber.create({ data: { email, status: "subscribed", consent: true, source: "/", unsubscribeToken: `tok-${email}` } });
    const context = { ...serviceContextFor(t.app), config: { ...t.app.config, STAFF_EMAIL: "staff@example.com", MAIL_FROM: undefined, PUBLIC_URL: "https://www.courtfield.example.com" }, now: () => clock };
    await expect(queueMarketingMail(context, email, { subject: "Spring news", text: "News", html: html`<p>News</p>` })).resolves.toBe(true);
    // Suppressed straight on the table, as if another instance did it between queueing and sending.
    await t.db.prisma.suppressionEntry.create({ data: { email, reason: "User requested unsubscribe" } });
    await expect(senderWith().sendDueBatch()).resolves.toMatchObject({ cancelled: 1, sent: 0 });
    expect(transport.sent).toHaveLength(0);
    await expect(row()).resolves.toMatchObject({ status: "cancelled", lastError: "SUPPRESSED" });
    // Unsubscribing also cancels what is still waiting.
    await t.db.prisma.suppressionEntry.deleteMany();
    await t.db.prisma.newsletterSubscriber.update({ where: { email }, data: { status: "subscribed" } });
    await queueMarketingMail(context, email, { subject: "Summer news", text: "News", html: html`<p>News</p>` });
    await unsubscribeAddress(context, email);
    await expect(t.db.prisma.outboxMessage.count({ where: { status: "pending" } })).resolves.toBe(0);
  });
});
