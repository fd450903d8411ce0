import { randomUUID } from "node:crypto";
import type { OutboxMessageKind } from "../../db/generated/enums.ts";
import type { RowsInsert } from "../../db/insert-rows.ts";
import type { Prisma } from "../../db/prisma.ts";
import type { MailContent } from "../mail/mail-content.ts";

/** An e-mail to write to the outbox in the same transaction as the row it is about. */
export interface MailDraft {
  kind: OutboxMessageKind;
  to: string;
  replyTo?: string | undefined;
  content: MailContent;
  headers?: Record<string, string>;
  /** The row's id, when the caller keeps it (an enquiry's reply points at its e-mail); else a new one. */
  id?: string;
}

/** "<uuid@domain>": fixed when the message is written, so every try of it carries the same id. */
export function messageIdFor(id: string, domain: string): string {
  return `<${id}@${domain}>`;
}

/** The outbox rows for `drafts`; `domain` is the sender's (the right-hand side of Message-IDs). */
function outboxRows(drafts: readonly MailDraft[], domain: string, now: Date): Prisma.OutboxMessageCreateManyInput[] {
  return drafts.map((draft) => {
    const id = draft.id ?? randomUUID();
    return {
      id,
      kind: draft.kind,
      to: draft.to,
      replyTo: draft.replyTo ?? null,
      subject: draft.content.subject,
      text: draft.content.text,
      html: draft.content.html,
      headers: draft.headers ?? {},
      attachments: (draft.content.attachments ?? []).map((part) => ({ ...part })),
      messageId: messageIdFor(id, domain),
      nextAttemptAt: now,
      createdAt: now,
    };
  });
}

/**
 * The insert of `drafts` into the outbox, to run in the same transaction as the row they are about
 * (an interactive transaction's client, or one step of a batch transaction).
 */
export function enqueueMail(
  db: Pick<Prisma.TransactionClient, "outboxMessage">,
  drafts: readonly MailDraft[],
  domain: string,
  now: Date,
): Prisma.PrismaPromise<Prisma.BatchPayload> {
  return db.outboxMessage.createMany({ data: outboxRows(drafts, domain, now) });
}

/** The same rows as one INSERT for `insertRows` (the enquiry path's single statement). */
export function outboxInsert(drafts: readonly MailDraft[], domain: string, now: Date): RowsInsert {
  return {
    table: "outbox_message",
    columns: [
      ["id", "uuid"],
      ["kind", "outbox_message_kind"],
      ["to_address", "text"],
      ["reply_to", "text"],
      ["subject", "text"],
      ["text", "text"],
      ["html", "text"],
      ["headers", "jsonb"],
      ["attachments", "jsonb"],
      ["message_id", "text"],
      ["next_attempt_at", "timestamptz"],
      ["created_at", "timestamptz"],
    ],
    rows: outboxRows(drafts, domain, now).map((row) => [
      row.id,
      row.kind,
      row.to,
      row.replyTo,
      row.subject,
      row.text,
      row.html,
      JSON.stringify(row.headers ?? {}),
      JSON.stringify(row.attachments ?? []),
      row.messageId,
      now,
      now,
    ]),
  };
}
