import { z } from "zod";

// Live notices to staff (ADR 028): a new paid pet add-on or a new enquiry reaches every
// open admin screen (and the desktop app) through server-sent events on the session cookie.

export const STAFF_EVENTS_PATH = "/api/admin/events";

/** The SSE event names: `notice` carries one StaffNotice; `ready` opens the stream with its cursor. */
export const STAFF_EVENT_NAMES = { notice: "notice", ready: "ready" } as const;

const STAFF_NOTICE_KINDS = ["addon", "contact", "event"] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

export const staffNoticeSchema = z.object({
  /** "addon:<uuid>": the same record is announced once, however often the stream replays it. */
  key: z.string().min(1),
  kind: z.enum(STAFF_NOTICE_KINDS),
  /** The record's id (an add-on booking, a contact or an event enquiry). */
  id: z.string().min(1),
  /** When it was paid or sent (ISO). */
  at: z.string(),
  /** "New pet add-on PET-7K3M9Q", "New wedding enquiry". */
  title: z.string(),
  /** "Jane Smith · 2 pets · arrives 3 Dec 2026". */
  detail: z.string(),
  /** The staff-area address that opens the record. */
  path: z.string().startsWith("/admin/"),
});
export type StaffNotice = z.infer<typeof staffNoticeSchema>;

/** Which tab a notice counts on. */
export const NOTICE_SECTION: Record<StaffNoticeKind, "pet-accommodation" | "inquiries"> = {
  addon: "pet-accommodation",
  contact: "inquiries",
  event: "inquiries",
};

/** The procedure behind GET /api/admin/events (staffNotices.open): where the stream starts, after the staff checks. */
export const noticeStreamStartSchema = z.object({
  /** Epoch milliseconds: where the client left off (Last-Event-ID), else now. */
  startMs: z.number(),
  /** True when it resumes from Last-Event-ID. */
  resumed: z.boolean(),
});
export type NoticeStreamStart = z.infer<typeof noticeStreamStartSchema>;
