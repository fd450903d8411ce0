import {
  clashWarning,
  DATE_TAKING_STATES,
  EVENT_BOOKING_MOVES,
  moveIsOwnerOnly,
  type EventBookingState,
  type EventBookingView,
  type EventCalendarEntry,
  type EventClash,
} from "../../../../shared/event-bookings/event-booking-admin.ts";
import type { Prisma, PrismaClient } from "../../../db/prisma.ts";
import type { StaffActor } from "../../core/service-context.ts";

// How event bookings are read for the staff: one with its enquiry and history, and the calendar's
// entries. Explicit selects: the guest's details come from the enquiry, only as far as each view needs.

/** The DATE column value of a YYYY-MM-DD day. */
export function dbDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The YYYY-MM-DD day of a DATE column value. */
export function dayOf(value: Date): string {
  return value.toISOString().slice(0, 10);
}

const venueSelect = { id: true, name: true, capacityMax: true } as const satisfies Prisma.EventVenueSelect;

/** What the calendar and the event's page both read of an event. */
const eventCoreSelect = { id: true, venueId: true, eventDate: true, guests: true, state: true, releaseDate: true, venue: { select: venueSelect } } as const satisfies Prisma.EventBookingSelect;

export const calendarEntrySelect = {
  ...eventCoreSelect,
  enquiry: { select: { id: true, name: true, eventType: true } },
} as const satisfies Prisma.EventBookingSelect;

type CalendarRow = Prisma.EventBookingGetPayload<{ select: typeof calendarEntrySelect }>;

const bookingSelect = {
  ...eventCoreSelect,
  lostReason: true,
  lostNote: true,
  createdAt: true,
  updatedAt: true,
  enquiry: { select: { id: true, name: true, email: true, phone: true, eventType: true, eventDate: true, guests: true, message: true, createdAt: true } },
  changes: {
    select: { at: true, fromState: true, toState: true, byStaffEmail: true, releaseDate: true, lostReason: true, note: true },
    orderBy: { id: "asc" },
  },
} as const satisfies Prisma.EventBookingSelect;

function takesTheDate(state: EventBookingState): boolean {
  return (DATE_TAKING_STATES as readonly EventBookingState[]).includes(state);
}

/** The moves this member of staff may make now: the owner-only one only for owners. */
function movesFor(state: EventBookingState, actor: Pick<StaffActor, "role">): EventBookingState[] {
  return EVENT_BOOKING_MOVES[state].filter((to) => !moveIsOwnerOnly(state, to) || actor.role === "owner");
}

/** The other events holding `venueId` on `eventDate` (tentative or definite), first come first. */
async function clashesOn(db: Pick<PrismaClient, "eventBooking">, venueId: string, eventDate: Date, exceptId: string): Promise<EventClash[]> {
  const rows = await db.eventBooking.findMany({
    where: { venueId, eventDate, state: { in: [...DATE_TAKING_STATES] }, id: { not: exceptId } },
    orderBy: { createdAt: "asc" },
    select: { id: true, state: true, guests: true, releaseDate: true, enquiry: { select: { name: true } } },
  });
  return rows.map((row) => ({ id: row.id, state: row.state, guests: row.guests, releaseDate: row.releaseDate ? dayOf(row.releaseDate) : null, enquiryName: row.enquiry?.name ?? null }));
}

/** What the calendar and the event's page both show of an event (eventCoreSelect's fields). */
function eventCoreOf(row: Prisma.EventBookingGetPayload<{ select: typeof eventCoreSelect }>) {
  return { id: row.id, venue: row.venue, eventDate: dayOf(row.eventDate), guests: row.guests, state: row.state, releaseDate: row.releaseDate ? dayOf(row.releaseDate) : null };
}

/** One event as its page shows it, or null when there is none. */
export async function eventBookingViewOf(prisma: PrismaClient, id: string, actor: Pick<StaffActor, "role">): Promise<EventBookingView | null> {
  const row = await prisma.eventBooking.findUnique({ where: { id }, select: bookingSelect });
  if (!row) return null;
  // A finished event clashes with nothing any more; one still in the sale is told who else holds its date.
  const clashes = row.state === "lost" || row.state === "completed" ? [] : await clashesOn(prisma, row.venueId, row.eventDate, row.id);
  const { enquiry } = row;
  return {
    ...eventCoreOf(row),
    lostReason: row.lostReason,
    lostNote: row.lostNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    enquiry: enquiry
      ? {
          id: enquiry.id,
          name: enquiry.name,
          eventType: enquiry.eventType,
          email: enquiry.email,
          phone: enquiry.phone,
          eventDate: enquiry.eventDate ? dayOf(enquiry.eventDate) : null,
          guests: enquiry.guests,
          message: enquiry.message,
          createdAt: enquiry.createdAt.toISOString(),
        }
      : null,
    history: row.changes.map((change) => ({
      at: change.at.toISOString(),
      from: change.fromState,
      to: change.toState,
      by: change.byStaffEmail,
      releaseDate: change.releaseDate ? dayOf(change.releaseDate) : null,
      lostReason: change.lostReason,
      note: change.note,
    })),
    clashes,
    clashWarning: clashes.length > 0 ? clashWarning(clashes.length) : null,
    moves: movesFor(row.state, actor),
  };
}

/**
 * The calendar's entries, each with how many other events hold its venue on its date (counted
 * among the rows read, which hold every event of those venues and days).
 */
export function calendarEntriesOf(rows: readonly CalendarRow[]): EventCalendarEntry[] {
  const holding = new Map<string, number>();
  const key = (row: CalendarRow) => `${row.venueId}|${dayOf(row.eventDate)}`;
  for (const row of rows) if (takesTheDate(row.state)) holding.set(key(row), (holding.get(key(row)) ?? 0) + 1);
  return rows.map((row) => ({
    ...eventCoreOf(row),
    enquiry: row.enquiry,
    clashes: (holding.get(key(row)) ?? 0) - (takesTheDate(row.state) ? 1 : 0),
  }));
}
