// The audit trail in plain words (ADR 013): the server records actions as "staff.sign_in"; owners
// read "Signed in". The list follows the server's AUDIT_ACTIONS; an action it adds later is still
// shown, in words made from its name.

import { SYSTEM_AUDIT_ADDRESS } from "../../../../shared/staff/system-actor.ts";

export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  "staff.sign_in": "Signed in",
  "staff.sign_in_failed": "Sign-in failed",
  "staff.sign_out": "Signed out",
  "staff.session_ended": "Session ended",
  "staff.password_changed": "Password changed",
  "staff.account_created": "Account created",
  "staff.password_reset": "Password reset",
  "staff.account_disabled": "Account disabled",
  "staff.account_enabled": "Account enabled",
  "staff.setup_completed": "First owner set up",
  "staff.two_factor_enabled": "Two-factor sign-in on",
  "staff.two_factor_disabled": "Two-factor sign-in off",
  "staff.two_factor_setup_started": "Two-factor set-up started",
  "staff.two_factor_reset": "Two-factor sign-in reset",
  "staff.staff_list_viewed": "Staff list viewed",
  "staff.all_sessions_viewed": "Everyone's sessions viewed",
  "audit.trail_viewed": "Audit trail viewed",
  "dashboard.viewed": "Dashboard viewed",
  "privacy.requests_viewed": "Data requests viewed",
  "privacy.request_updated": "Data request updated",
  "addons.bookings_viewed": "Pet bookings viewed",
  "addons.booking_viewed": "Pet booking opened",
  "addons.booking_verified": "Pet booking verified",
  "addons.booking_cancelled": "Pet booking cancelled",
  "addons.booking_refunded": "Pet booking refunded",
  "addons.booking_deleted": "Pet booking deleted",
  "addons.desk_payment_recorded": "Pet fee taken at the desk",
  "addons.desk_payment_undone": "Pet fee taken at the desk undone",
  "addons.bookings_exported": "Pet bookings exported",
  "inquiries.viewed": "Enquiries viewed",
  "inquiries.status_changed": "Enquiry status changed",
  "inquiries.exported": "Enquiries exported",
  "inquiries.replied": "Enquiry answered by e-mail",
  "inquiries.note_added": "Note added to an enquiry",
  "inquiries.assigned": "Enquiry assigned",
  "inquiries.template_saved": "Reply template saved",
  "prices.updated": "Prices updated",
  "prices.deleted": "Prices deleted",
  "inventory.updated": "Inventory figures changed",
  "inventory.deleted": "Inventory day removed",
  "rooms.bookings_viewed": "Room bookings viewed",
  "rooms.booking_viewed": "Room booking opened",
  "content.published": "Content published",
  "content.restored": "Earlier content restored",
  "event_bookings.created": "Event created from an enquiry",
  "event_bookings.state_changed": "Event moved",
  "event_bookings.hold_lapsed": "Event hold lapsed",
  "event_bookings.calendar_viewed": "Event calendar viewed",
  "event_bookings.booking_viewed": "Event opened",
};

/** The actions the filter offers, in the order above. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS);

/** "staff.sign_in" → "Signed in"; an unknown "billing.refund_issued" → "Refund issued". */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = (action.split(".").at(-1) ?? action).replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}

export interface AuditTargetRef {
  targetType: string | null;
  targetId: string | null;
}

/** Each kind of record the server names in the trail, in words (ADR 102). */
const TARGET_WORDS: Readonly<Record<string, string>> = {
  staff: "Member of staff",
  session: "Session",
  content_document: "Content",
  addon_booking: "Pet booking",
  room_booking: "Room booking",
  contact_inquiry: "Contact enquiry",
  event_inquiry: "Event enquiry",
  event_booking: "Event",
  inventory_record: "Inventory day",
  room_price: "Prices",
  privacy_request: "Data request",
  reply_template: "Reply template",
};

/** A generated id (a UUID or a long hex or base64url token) is shown by its first 8 characters. */
const GENERATED_ID = /^[0-9a-f]{8}-[0-9a-f-]{27}$|^[\w-]{16,}$/i;

/**
 * Which record an event is about: a member of staff by name (from the staff list), every other
 * kind in words with its key ("Room booking LH-482913", "Content room/room-12"), a generated id
 * by its start; "—" when the event has none (a failed sign-in).
 */
export function auditTargetLabel({ targetType, targetId }: AuditTargetRef, staffNames: ReadonlyMap<string, string>): string {
  if (!targetType || !targetId) return "—";
  if (targetType === "staff") {
    const name = staffNames.get(targetId);
    if (name) return name;
  }
  const kind = TARGET_WORDS[targetType] ?? auditActionLabel(targetType);
  return `${kind} ${GENERATED_ID.test(targetId) ? targetId.slice(0, 8) : targetId}`;
}

/** Who acted: today's name of the account, else the e-mail recorded then; the command line has neither. */
export function auditActorLabel(
  { actorId, actorEmail, ipAddress }: { actorId: string | null; actorEmail: string | null; ipAddress?: string | null },
  staffNames: ReadonlyMap<string, string>,
): string {
  const name = actorId ? staffNames.get(actorId) : undefined;
  // What a scheduled job did by itself (an event hold that lapsed).
  if (!name && !actorEmail && ipAddress === SYSTEM_AUDIT_ADDRESS) return "The system";
  return name ?? actorEmail ?? "Command line";
}

const DETAIL_WORDS: Readonly<Record<string, string>> = {
  role: "Role",
  reason: "Reason",
  secondFactor: "Second factor",
  kind: "Kind",
  version: "Version",
  revision: "Revision",
  restoredFrom: "Restored from version",
};

/** The event's small facts as "Reason: wrong password"; empty when there are none to show. */
export function auditDetailsText(details: unknown): string {
  if (!details || typeof details !== "object" || Array.isArray(details)) return "";
  return Object.entries(details)
    .filter(([, value]) => ["string", "number", "boolean"].includes(typeof value))
    .map(([key, value]) => `${DETAIL_WORDS[key] ?? key}: ${String(value)}`)
    .join("; ");
}
