import { randomUUID } from "node:crypto";
import { hotel } from "../../../../../content/hotel.ts";
import type { EnquiryRef } from "../../../../shared/enquiries/enquiry-admin.ts";
import { ENQUIRY_ADMIN_MESSAGES } from "../../../../shared/enquiries/enquiry-admin.ts";
import {
  ENQUIRY_REPLY_MESSAGES,
  type EnquiryAssignment,
  type EnquiryNote,
  type EnquiryReply,
  type EnquiryThread,
  type ReplyDelivery,
  type ReplyTemplate,
  type ReplyTemplateSave,
  type ThreadEntry,
} from "../../../../shared/enquiries/enquiry-replies.ts";
import { Prisma } from "../../../db/prisma.ts";
import type { OutboxMessageStatus } from "../../../db/generated/enums.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit, recordStaffRead } from "../../core/audit-trail.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";
import { enquiryReplyMail } from "../../mail/enquiry-reply.ts";
import { senderIdentity } from "../../mail/sender-identity.ts";
import { enqueueMail, messageIdFor } from "../../outbox/outbox-messages.ts";

// Replies, notes, assignment and reply templates on an enquiry (ADR 094).

type Tx = Prisma.TransactionClient;

/** The enquiry's own column in enquiry_entry, and the audit trail's name for its table. */
function entryOwner(ref: EnquiryRef): { contactInquiryId: string } | { eventInquiryId: string } {
  return ref.kind === "contact" ? { contactInquiryId: ref.id } : { eventInquiryId: ref.id };
}

function auditTarget(ref: EnquiryRef): { type: string; id: string } {
  return { type: `${ref.kind}_inquiry`, id: ref.id };
}

/** The enquiry's address and status, or NOT_FOUND: every action here needs the enquiry to exist. */
async function enquiryOf(tx: Pick<Tx, "contactInquiry" | "eventInquiry">, ref: EnquiryRef) {
  const select = { email: true, status: true, assignedTo: { select: { id: true, name: true, email: true } } } as const;
  const row = ref.kind === "contact" ? await tx.contactInquiry.findUnique({ where: { id: ref.id }, select }) : await tx.eventInquiry.findUnique({ where: { id: ref.id }, select });
  if (!row) throw new AppError("NOT_FOUND", ENQUIRY_ADMIN_MESSAGES.NOT_FOUND);
  return row;
}

/** A colleague as the screen names them: their name, else their address. */
function colleagueName(member: { name: string; email: string }): string {
  return member.name.trim() === "" ? member.email : member.name;
}

function deliveryOf(status: OutboxMessageStatus | undefined): ReplyDelivery {
  if (status === "sent") return "sent";
  if (status === "failed" || status === "cancelled") return "failed";
  return "waiting";
}

/** The enquiry's conversation, oldest first, with who looks after it (the read audited first). */
export async function readEnquiryThread(context: ServiceContext<StaffActor>, ref: EnquiryRef): Promise<EnquiryThread> {
  await recordStaffRead(context, "inquiries.viewed", { kind: ref.kind, id: ref.id, conversation: true });
  const enquiry = await enquiryOf(context.prisma, ref);
  const [entries, colleagues] = await Promise.all([
    context.prisma.enquiryEntry.findMany({
      where: entryOwner(ref),
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, type: true, subject: true, body: true, createdAt: true, author: { select: { name: true, email: true } }, outboxMessage: { select: { status: true } } },
    }),
    context.prisma.adminUser.findMany({ where: { disabledAt: null }, orderBy: [{ name: "asc" }, { email: "asc" }], select: { id: true, name: true, email: true } }),
  ]);
  return {
    entries: entries.map((entry): ThreadEntry => {
      const common = { id: entry.id, author: colleagueName(entry.author), created_at: entry.createdAt.toISOString(), body: entry.body };
      if (entry.type === "note") return { type: "note", ...common };
      return { type: "reply", ...common, subject: entry.subject ?? "", delivery: deliveryOf(entry.outboxMessage?.status) };
    }),
    assignee: enquiry.assignedTo ? { id: enquiry.assignedTo.id, name: colleagueName(enquiry.assignedTo) } : null,
    colleagues: colleagues.map((member) => ({ id: member.id, name: colleagueName(member) })),
  };
}

/**
 * The mail headers that keep the replies to one enquiry in one conversation in the guest's mail
 * program (RFC 5322 In-Reply-To and References): each reply answers the one before it.
 */
async function threadHeaders(tx: Tx, ref: EnquiryRef): Promise<Record<string, string>> {
  const earlier = await tx.enquiryEntry.findMany({
    where: { ...entryOwner(ref), type: "reply", outboxMessage: { isNot: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { outboxMessage: { select: { messageId: true } } },
  });
  const ids = earlier.flatMap((entry) => (entry.outboxMessage ? [entry.outboxMessage.messageId] : []));
  const last = ids.at(-1);
  return last ? { "In-Reply-To": last, References: ids.join(" ") } : {};
}

/**
 * Sends staff's reply to the guest through the outbox, from the hotel's address (answers come back
 * to the hotel's inbox), keeps it on the enquiry with who and when, and marks the enquiry replied:
 * all in one transaction, so the reply is kept exactly when its e-mail is queued.
 */
export async function sendEnquiryReply(context: ServiceContext<StaffActor>, reply: EnquiryReply): Promise<EnquiryThread> {
  const at = context.now();
  const sender = senderIdentity(context.config);
  await context.prisma.$transaction(async (tx) => {
    const enquiry = await enquiryOf(tx, reply);
    const mailId = randomUUID();
    const headers = await threadHeaders(tx, reply);
    await enqueueMail(tx, [{ id: mailId, kind: "enquiry_reply", to: enquiry.email, replyTo: hotel.email, content: enquiryReplyMail(reply.subject, reply.body), headers }], sender.domain, at);
    const entryId = randomUUID();
    await tx.enquiryEntry.create({ data: { id: entryId, ...entryOwner(reply), type: "reply", authorId: context.actor.id, subject: reply.subject, body: reply.body, outboxMessageId: mailId, createdAt: at }, select: { id: true } });
    const data = { status: "replied" as const, updatedAt: at };
    if (reply.kind === "contact") await tx.contactInquiry.update({ where: { id: reply.id }, data, select: { id: true } });
    else await tx.eventInquiry.update({ where: { id: reply.id }, data, select: { id: true } });
    await recordAudit(tx, { action: "inquiries.replied", actor: context.actor, target: auditTarget(reply), ipAddress: context.ipAddress, details: { from: enquiry.status, messageId: messageIdFor(mailId, sender.domain) } }, at);
  });
  context.outbox.wake();
  return readEnquiryThread(context, reply);
}

/** A note for colleagues on the enquiry: kept with who and when, never sent. */
export async function addEnquiryNote(context: ServiceContext<StaffActor>, note: EnquiryNote): Promise<EnquiryThread> {
  const at = context.now();
  await context.prisma.$transaction(async (tx) => {
    await enquiryOf(tx, note);
    const id = randomUUID();
    await tx.enquiryEntry.create({ data: { id, ...entryOwner(note), type: "note", authorId: context.actor.id, subject: null, body: note.body, createdAt: at }, select: { id: true } });
    await recordAudit(tx, { action: "inquiries.note_added", actor: context.actor, target: auditTarget(note), ipAddress: context.ipAddress, details: { note: id } }, at);
  });
  return readEnquiryThread(context, note);
}

/** Hands the enquiry to a colleague whose account is active, or to nobody; audited with from and to. */
export async function assignEnquiry(context: ServiceContext<StaffActor>, assignment: EnquiryAssignment): Promise<EnquiryThread> {
  const at = context.now();
  await context.prisma.$transaction(async (tx) => {
    const enquiry = await enquiryOf(tx, assignment);
    const from = enquiry.assignedTo?.id ?? null;
    if (from === assignment.staffId) return;
    if (assignment.staffId !== null) {
      const colleague = await tx.adminUser.findUnique({ where: { id: assignment.staffId }, select: { disabledAt: true } });
      if (!colleague || colleague.disabledAt) throw new AppError("BAD_REQUEST", ENQUIRY_REPLY_MESSAGES.COLLEAGUE_NOT_FOUND, { fieldErrors: { staffId: ENQUIRY_REPLY_MESSAGES.COLLEAGUE_NOT_FOUND } });
    }
    const data = { assignedToId: assignment.staffId, updatedAt: at };
    if (assignment.kind === "contact") await tx.contactInquiry.update({ where: { id: assignment.id }, data, select: { id: true } });
    else await tx.eventInquiry.update({ where: { id: assignment.id }, data, select: { id: true } });
    await recordAudit(tx, { action: "inquiries.assigned", actor: context.actor, target: auditTarget(assignment), ipAddress: context.ipAddress, details: { from, to: assignment.staffId } }, at);
  });
  return readEnquiryThread(context, assignment);
}

const TEMPLATE_FIELDS = { id: true, name: true, subject: true, body: true } as const;
const TEMPLATE_ORDER = [{ sortOrder: "asc" as const }, { name: "asc" as const }];

/** The hotel's reply templates, in their order. */
export function listReplyTemplates(context: ServiceContext<StaffActor>): Promise<ReplyTemplate[]> {
  return context.prisma.replyTemplate.findMany({ orderBy: TEMPLATE_ORDER, select: TEMPLATE_FIELDS });
}

function isNameClash(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** An owner adds a template (last in the list) or changes one; audited. Answers the whole list. */
export async function saveReplyTemplate(context: ServiceContext<StaffActor>, template: ReplyTemplateSave): Promise<ReplyTemplate[]> {
  const at = context.now();
  const fields = { name: template.name, subject: template.subject, body: template.body, updatedAt: at };
  try {
    await context.prisma.$transaction(async (tx) => {
      let id = template.id;
      if (id) {
        const changed = await tx.replyTemplate.updateMany({ where: { id }, data: fields });
        if (changed.count === 0) throw new AppError("NOT_FOUND", ENQUIRY_REPLY_MESSAGES.TEMPLATE_NOT_FOUND);
      } else {
        id = randomUUID();
        const last = await tx.replyTemplate.aggregate({ _max: { sortOrder: true } });
        await tx.replyTemplate.create({ data: { id, ...fields, sortOrder: (last._max.sortOrder ?? 0) + 1 }, select: { id: true } });
      }
      await recordAudit(tx, { action: "inquiries.template_saved", actor: context.actor, target: { type: "reply_template", id }, ipAddress: context.ipAddress, details: { name: template.name } }, at);
    });
  } catch (error) {
    if (isNameClash(error)) throw new AppError("CONFLICT", ENQUIRY_REPLY_MESSAGES.TEMPLATE_NAME_TAKEN, { fieldErrors: { name: ENQUIRY_REPLY_MESSAGES.TEMPLATE_NAME_TAKEN } });
    throw error;
  }
  return listReplyTemplates(context);
}
