import { z } from "zod";
import type { PrismaClient } from "../../db/prisma.ts";
import { type MailDeliveryError, type MailTransport, toMailDeliveryError } from "../../integrations/mail.ts";
import type { Logger } from "../core/logger.ts";
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from "./outbox-retry.ts";

export interface OutboxSenderOptions {
  /** Messages claimed per round. */
  batchSize: number;
  /**
   * How long a claimed message is reserved for the instance that claimed it. If that instance
   * dies between sending and recording it, the message is tried again after the lease (with the
   * same Message-ID). Longer than the transport's own timeouts.
   */
  leaseMs: number;
  retry: RetryPolicy;
  now: () => Date;
}

const DEFAULT_OUTBOX_SENDER_OPTIONS: OutboxSenderOptions = {
  batchSize: 20,
  leaseMs: 2 * 60_000,
  retry: DEFAULT_RETRY_POLICY,
  now: () => new Date(),
};

export interface OutboxRoundSummary {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  cancelled: number;
}

export interface MailSender {
  from: { name: string; address: string };
}

const claimedMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), cid: z.string(), contentBase64: z.string() })).default([]),
  messageId: z.string(),
  attempts: z.number().int(),
});

type ClaimedMessage = z.infer<typeof claimedMessageSchema>;

/**
 * What a message keeps once it is sent, cancelled or given up: recipient, subject, kind, times
 * and Message-ID, for the audit and the bounce that quotes it. Its body goes: it may hold live
 * links (a confirm button, a data export) and the guest's details, and nothing reads it again.
 */
const WITHOUT_BODY = { text: "", html: "", headers: {}, attachments: [] };

type Outcome = "sent" | "retrying" | "failed" | "cancelled";

/**
 * Sends what is due in the outbox. Claiming is one UPDATE over rows picked with
 * FOR UPDATE SKIP LOCKED, so several server instances never take the same message; a claim
 * counts the try and pushes the message's next try past the lease. Delivery is therefore at
 * least once, and the stable Message-ID makes a repeat after a crash recognisable: exactly once
 * in effect.
 */
export class OutboxSender {
  private readonly options: OutboxSenderOptions;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly transport: MailTransport,
    private readonly sender: MailSender,
    private readonly log: Logger,
    options: Partial<OutboxSenderOptions> = {},
  ) {
    this.options = { ...DEFAULT_OUTBOX_SENDER_OPTIONS, ...options };
  }

  get batchSize(): number {
    return this.options.batchSize;
  }

  /** Claims up to one batch of due messages and tries each once. */
  async sendDueBatch(): Promise<OutboxRoundSummary> {
    const claimed = await this.claim();
    const delivered = await Promise.all(claimed.map(async (message) => ({ message, outcome: await this.deliver(message) })));
    const outcomes = await this.recordSent(delivered);
    const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
    return { claimed: claimed.length, sent: count("sent"), retrying: count("retrying"), failed: count("failed"), cancelled: count("cancelled") };
  }

  /** When the earliest pending message is due (it may be now or past), or undefined when none waits. */
  async nextDueAt(): Promise<Date | undefined> {
    const next = await this.prisma.outboxMessage.findFirst({
      where: { status: "pending" },
      orderBy: { nextAttemptAt: "asc" },
      select: { nextAttemptAt: true },
    });
    return next?.nextAttemptAt;
  }

  private async claim(): Promise<ClaimedMessage[]> {
    const now = this.options.now();
    const leaseUntil = new Date(now.getTime() + this.options.leaseMs);
    const rows = await this.prisma.$queryRaw<unknown[]>`
      UPDATE "outbox_message"
      SET "attempts" = "attempts" + 1, "next_attempt_at" = ${leaseUntil}, "updated_at" = ${now}
      WHERE "id" IN (
        SELECT "id" FROM "outbox_message"
        WHERE "status" = 'pending' AND "next_attempt_at" <= ${now}
        ORDER BY "next_attempt_at", "created_at"
        LIMIT ${this.options.batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING "id"::text AS "id", "kind"::text AS "kind", "to_address" AS "to", "reply_to" AS "replyTo",
        "subject", "text", "html", "headers", "attachments", "message_id" AS "messageId", "attempts"`;
    return rows.map((row) => claimedMessageSchema.parse(row));
  }

  /** Marks the handed-over messages sent, in one statement for the round. */
  private async recordSent(delivered: { message: ClaimedMessage; outcome: Outcome | "handed-over" }[]): Promise<Outcome[]> {
    const handedOver = delivered.filter((entry) => entry.outcome === "handed-over").map((entry) => entry.message);
    let recorded = true;
    if (handedOver.length) {
      const now = this.options.now();
      try {
        await this.prisma.outboxMessage.updateMany({
          where: { id: { in: handedOver.map((message) => message.id) }, status: "pending" },
          data: { status: "sent", sentAt: now, lastError: null, updatedAt: now, ...WITHOUT_BODY },
        });
      } catch (error) {
        // Sent but not recorded: after the lease they are sent again with the same Message-IDs.
        this.log.error({ err: error, outboxIds: handedOver.map((message) => message.id) }, "mail sent but not marked as sent");
        recorded = false;
      }
      if (recorded) {
        for (const message of handedOver) this.log.info({ outboxId: message.id, kind: message.kind, attempts: message.attempts }, "mail sent");
      }
    }
    return delivered.map(({ outcome }) => (outcome === "handed-over" ? (recorded ? "sent" : "retrying") : outcome));
  }

  private async deliver(message: ClaimedMessage): Promise<Outcome | "handed-over"> {
    try {
      if (message.kind === "marketing" && !(await this.mayReceiveMarketing(message.to))) {
        await this.finish(message.id, { status: "cancelled", lastError: "SUPPRESSED" });
        this.log.info({ outboxId: message.id }, "marketing mail cancelled: the recipient unsubscribed");
        return "cancelled";
      }
      await this.transport.send({
        messageId: message.messageId,
        from: this.sender.from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.attachments.length ? { attachments: message.attachments } : {}),
      });
    } catch (error) {
      return this.recordFailure(message, toMailDeliveryError(error));
    }
    return "handed-over";
  }

  private async recordFailure(message: ClaimedMessage, error: MailDeliveryError): Promise<Outcome> {
    const { retry } = this.options;
    const giveUp = error.permanent || message.attempts >= retry.maxAttempts;
    const logged = { outboxId: message.id, kind: message.kind, attempts: message.attempts, error: error.code };
    try {
      if (giveUp) {
        await this.finish(message.id, { status: "failed", lastError: error.code });
      } else {
        const nextAttemptAt = new Date(this.options.now().getTime() + retryDelayMs(message.attempts, retry));
        await this.finish(message.id, { lastError: error.code, nextAttemptAt });
      }
    } catch (dbError) {
      // The claim's lease still stands, so the message is tried again after it.
      this.log.error({ err: dbError, outboxId: message.id }, "could not record a failed mail delivery");
      return "retrying";
    }
    if (giveUp) {
      this.log.error(logged, "mail delivery failed for good");
      return "failed";
    }
    this.log.warn(logged, "mail delivery failed; will retry");
    return "retrying";
  }

  private async finish(
    id: string,
    data: { status?: "failed" | "cancelled"; lastError: string | null; nextAttemptAt?: Date },
  ): Promise<void> {
    const final = data.status !== undefined;
    await this.prisma.outboxMessage.updateMany({ where: { id, status: "pending" }, data: { ...data, updatedAt: this.options.now(), ...(final ? WITHOUT_BODY : {}) } });
  }

  /** Only a confirmed subscriber who is not on the suppression list gets marketing mail. */
  private async mayReceiveMarketing(email: string): Promise<boolean> {
    const [subscriber, suppression] = await Promise.all([
      this.prisma.newsletterSubscriber.findUnique({ where: { email }, select: { status: true } }),
      this.prisma.suppressionEntry.findUnique({ where: { email }, select: { id: true } }),
    ]);
    return subscriber?.status === "subscribed" && !suppression;
  }
}

