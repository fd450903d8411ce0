import type { Prisma } from "../../db/prisma.ts";
import type { AuditEvent } from "../../../shared/staff/staff-answers.ts";
import type { ServiceContext, StaffActor } from "./service-context.ts";

// The audit trail (ADR 013): who did what to which record, when and from
// where. The table is append-only (a trigger refuses changes), so the app only ever creates rows.

export const AUDIT_ACTIONS = [
  "staff.sign_in",
  "staff.sign_in_failed",
  "staff.sign_out",
  "staff.session_ended",
  "staff.password_changed",
  "staff.account_created",
  "staff.password_reset",
  "staff.account_disabled",
  "staff.account_enabled",
  "staff.setup_completed",
  "staff.two_factor_enabled",
  "staff.two_factor_disabled",
  "staff.two_factor_setup_started",
  "staff.two_factor_reset",
  // Reads of personal data: who looked at the staff list, at everyone's sessions
  // (addresses, devices) or at the trail itself. One's own sessions are not recorded.
  "staff.staff_list_viewed",
  "staff.all_sessions_viewed",
  "audit.trail_viewed",
  // The dashboard's Today panel names arriving guests.
  "dashboard.viewed",
  // Data-rights requests (ADR 022): staff reading the list and changing a request.
  "privacy.requests_viewed",
  "privacy.request_updated",
  // Pet add-on bookings: lists and records read, verified at reception, cancelled
  // (refunded or not) or deleted, exported.
  "addons.bookings_viewed",
  "addons.booking_viewed",
  "addons.booking_verified",
  "addons.booking_cancelled",
  "addons.booking_refunded",
  "addons.booking_deleted",
  // A pet fee taken at the desk (ADR 090): recorded by staff, undone by an owner.
  "addons.desk_payment_recorded",
  "addons.desk_payment_undone",
  "addons.bookings_exported",
  // Enquiries and newsletter rows.
  "inquiries.viewed",
  "inquiries.status_changed",
  "inquiries.exported",
  // Replies, notes, assignment and reply templates (ADR 094).
  "inquiries.replied",
  "inquiries.note_added",
  "inquiries.assigned",
  "inquiries.template_saved",
  // Prices staff set: no personal data, but money the public site shows.
  "prices.updated",
  "prices.deleted",
  // Staff's own inventory figures (ADR 027): they change what guests' calendars show.
  "inventory.updated",
  "inventory.deleted",
  // Room bookings the site knows of through their add-ons (ADR 037): the list and one booking read.
  "rooms.bookings_viewed",
  "rooms.booking_viewed",
  // The site's content (ADR 098): an owner publishing a draft, or an earlier version again.
  "content.published",
  "content.restored",
  // Event bookings (ADR 100): made from an enquiry, moved along the sale, a hold lapsed by
  // itself (the system acts), and the calendar and one event read (they name the guest).
  "event_bookings.created",
  "event_bookings.state_changed",
  "event_bookings.hold_lapsed",
  "event_bookings.calendar_viewed",
  "event_bookings.booking_viewed",
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  actor: { id: string | null; email: string | null };
  target?: { type: string; id: string };
  ipAddress: string;
  /** Facts about the change, never personal data beyond what the target names. */
  details?: Prisma.InputJsonObject;
}

export async function recordAudit(db: Pick<Prisma.TransactionClient, "auditEvent">, entry: AuditEntry, at: Date): Promise<void> {
  await db.auditEvent.create({
    data: {
      at,
      action: entry.action,
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      ipAddress: entry.ipAddress,
      ...(entry.details ? { details: entry.details } : {}),
    },
    select: { id: true },
  });
}

type ReadAction = Extract<
  AuditAction,
  | "staff.staff_list_viewed"
  | "staff.all_sessions_viewed"
  | "audit.trail_viewed"
  | "dashboard.viewed"
  | "privacy.requests_viewed"
  | "addons.bookings_viewed"
  | "addons.booking_viewed"
  | "addons.bookings_exported"
  | "inquiries.viewed"
  | "inquiries.exported"
  | "rooms.bookings_viewed"
  | "rooms.booking_viewed"
  | "event_bookings.calendar_viewed"
  | "event_bookings.booking_viewed"
>;

/**
 * Records that a member of staff is about to read personal data, before it is read: a read that
 * cannot be recorded is not served.
 */
export async function recordStaffRead(
  { prisma, now, actor, ipAddress }: ServiceContext<StaffActor>,
  action: ReadAction,
  details?: Prisma.InputJsonObject,
): Promise<void> {
  await recordAudit(prisma, { action, actor, ipAddress, ...(details ? { details } : {}) }, now());
}

/** The trail, newest first, filtered by action and actor; `before` pages back by id. */
export async function listAuditEvents(
  prisma: Pick<Prisma.TransactionClient, "auditEvent">,
  query: { action?: string | undefined; actorId?: string | undefined; before?: number | undefined; limit: number },
): Promise<AuditEvent[]> {
  const rows = await prisma.auditEvent.findMany({
    where: {
      ...(query.action ? { action: query.action } : {}),
      ...(query.actorId ? { actorId: query.actorId } : {}),
      ...(query.before ? { id: { lt: BigInt(query.before) } } : {}),
    },
    orderBy: { id: "desc" },
    take: query.limit,
    select: { id: true, at: true, actorId: true, actorEmail: true, action: true, targetType: true, targetId: true, ipAddress: true, details: true },
  });
  return rows.map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString() }));
}
