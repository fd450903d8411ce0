import { z } from "zod";
import { z as zm } from "zod/mini";
import { requiredMessage, tooLongMessage } from "../validation/messages.ts";
import type { $ZodCheck } from "zod/v4/core";
import { cleanedString } from "../validation/sanitize.ts";
import { stated } from "../validation/stated-rules.ts";
import { enquiryRefSchema } from "./enquiry-admin.ts";

// Replies, notes, templates and assignment on an enquiry (ADR 094): staff answer a guest from the
// admin, the e-mail goes through the outbox from the hotel's address, and every message sent and
// every note stays on the enquiry with who wrote it and when.

/** What a template may hold in braces, filled in from the enquiry when staff pick it. */
export const REPLY_PLACEHOLDERS = ["guest_name", "reference", "event_type", "event_date", "guests", "staff_name", "hotel_name", "reception_phone"] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

/** Where a template asks for the answer itself: a reply still holding it cannot be sent. */
export const REPLY_FILL_IN = "[Write your answer here]";

const REPLY_SUBJECT_MAX_LENGTH = 200;
const REPLY_BODY_MAX_LENGTH = 10_000;
const NOTE_MAX_LENGTH = 2_000;
const TEMPLATE_NAME_MAX_LENGTH = 80;

export const ENQUIRY_REPLY_MESSAGES = {
  SENT: "Reply sent",
  SEND_FAILED: "Failed to send the reply",
  NOTE_ADDED: "Note added",
  NOTE_FAILED: "Failed to add the note",
  ASSIGNED: "Assignment saved",
  ASSIGN_FAILED: "Failed to save the assignment",
  TEMPLATE_SAVED: "Template saved",
  TEMPLATE_FAILED: "Failed to save the template",
  TEMPLATE_NAME_TAKEN: "Another template already has this name.",
  TEMPLATE_NOT_FOUND: "This template no longer exists.",
  COLLEAGUE_NOT_FOUND: "Please choose a colleague whose account is active.",
  FILL_IN_LEFT: `Please replace "${REPLY_FILL_IN}" with your answer.`,
  THREAD_FAILED: "Failed to load the conversation",
} as const;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The placeholders still in `text` ("{event_date}"), in order of appearance, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""))];
}

/** `text` with each placeholder that has a value replaced; one without a value stays as written. */
export function fillPlaceholders(text: string, values: Partial<Record<ReplyPlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name as ReplyPlaceholder] ?? whole);
}

function unfilledPlaceholderMessage(text: string): string | null {
  const left = placeholdersIn(text);
  return left.length === 0 ? null : `Please replace ${left.map((name) => `{${name}}`).join(", ")} before sending.`;
}

function unknownPlaceholderMessage(text: string): string | null {
  const unknown = placeholdersIn(text).filter((name) => !(REPLY_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length === 0) return null;
  return `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(", ")}: use ${REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}.`;
}

const placeholderList = REPLY_PLACEHOLDERS.join("|");
/** No placeholder left and no fill-in marker, as the API document states it (JSON Schema's pattern). */
const SENDABLE_PATTERN = String.raw`^(?![\s\S]*\{[a-z_]+\})(?![\s\S]*\[Write your answer here\])[\s\S]*$`;
/** No placeholder but the known ones. */
const KNOWN_PLACEHOLDERS_PATTERN = String.raw`^(?![\s\S]*\{(?!(?:${placeholderList})\})[a-z_]+\})[\s\S]*$`;

/**
 * A text field staff write (cleaned like every text, ADR 060): required, at most `max` characters,
 * and `checks` besides, which `pattern` states for the API document.
 */
function staffText(label: string, max: number, extra?: { checks: $ZodCheck<string>[]; pattern: string }) {
  const rules = zm.string().check(zm.minLength(1, { error: requiredMessage(label), abort: true }), zm.maxLength(max, tooLongMessage(label, max)), ...(extra?.checks ?? []));
  return cleanedString(requiredMessage(label), extra ? stated(rules, { pattern: extra.pattern }) : rules);
}

/** A finished text: no placeholder left unfilled and no fill-in marker. */
function sendable(label: string, max: number) {
  return staffText(label, max, {
    pattern: SENDABLE_PATTERN,
    checks: [
      zm.refine((text: string) => unfilledPlaceholderMessage(text) === null, { error: (issue) => unfilledPlaceholderMessage(String(issue.input)) ?? "" }),
      zm.refine((text: string) => !text.includes(REPLY_FILL_IN), { error: ENQUIRY_REPLY_MESSAGES.FILL_IN_LEFT }),
    ],
  });
}

/** A template's text: placeholders allowed, but only the known ones. */
function templateText(label: string, max: number) {
  return staffText(label, max, {
    pattern: KNOWN_PLACEHOLDERS_PATTERN,
    checks: [zm.refine((text: string) => unknownPlaceholderMessage(text) === null, { error: (issue) => unknownPlaceholderMessage(String(issue.input)) ?? "" })],
  });
}

/** Staff send a reply to the guest (POST /api/admin/inquiries/:kind/:id/replies). */
export const enquiryReplySchema = enquiryRefSchema.extend({
  subject: sendable("Subject", REPLY_SUBJECT_MAX_LENGTH),
  body: sendable("Reply", REPLY_BODY_MAX_LENGTH),
});
export type EnquiryReply = z.output<typeof enquiryReplySchema>;

/** A note for colleagues: never sent to the guest. */
export const enquiryNoteSchema = enquiryRefSchema.extend({ body: staffText("Note", NOTE_MAX_LENGTH) });
export type EnquiryNote = z.output<typeof enquiryNoteSchema>;

/** Who looks after the enquiry: a colleague's id, or null for nobody. */
export const enquiryAssignmentSchema = enquiryRefSchema.extend({ staffId: z.uuid({ error: ENQUIRY_REPLY_MESSAGES.COLLEAGUE_NOT_FOUND }).nullable() });
export type EnquiryAssignment = z.output<typeof enquiryAssignmentSchema>;

/** A reply's e-mail: waiting in the outbox, handed to the mail server, or given up after its retries. */
const REPLY_DELIVERIES = ["waiting", "sent", "failed"] as const;
export type ReplyDelivery = (typeof REPLY_DELIVERIES)[number];
export const REPLY_DELIVERY_LABELS: Record<ReplyDelivery, string> = { waiting: "Sending", sent: "Sent", failed: "Not delivered" };

const colleagueSchema = z.object({ id: z.string(), name: z.string() });

const threadEntrySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("reply"), id: z.string(), author: z.string(), created_at: z.string(), subject: z.string(), body: z.string(), delivery: z.enum(REPLY_DELIVERIES) }),
  z.object({ type: z.literal("note"), id: z.string(), author: z.string(), created_at: z.string(), body: z.string() }),
]);
export type ThreadEntry = z.infer<typeof threadEntrySchema>;

/** An enquiry's conversation: replies and notes oldest first, who looks after it, and who could. */
export const enquiryThreadSchema = z.object({
  entries: z.array(threadEntrySchema),
  assignee: colleagueSchema.nullable(),
  colleagues: z.array(colleagueSchema),
});
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;

const replyTemplateSchema = z.object({ id: z.string(), name: z.string(), subject: z.string(), body: z.string() });
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;
export const replyTemplatesSchema = z.array(replyTemplateSchema);

/** An owner writes a template: a new one without an id, an existing one with its id. */
export const replyTemplateSaveSchema = z.object({
  id: z.uuid({ error: ENQUIRY_REPLY_MESSAGES.TEMPLATE_NOT_FOUND }).optional(),
  name: staffText("Template name", TEMPLATE_NAME_MAX_LENGTH),
  subject: templateText("Subject", REPLY_SUBJECT_MAX_LENGTH),
  body: templateText("Reply", REPLY_BODY_MAX_LENGTH),
});
export type ReplyTemplateSave = z.output<typeof replyTemplateSaveSchema>;
