import { randomUUID } from "node:crypto";
import { ERROR_MESSAGES } from "../../../../shared/api/error-catalogue.ts";
import { londonToday } from "../../../../shared/dates.ts";
import {
  EVENT_BOOKING_MESSAGES,
  EVENT_BOOKING_MOVES,
  moveIsOwnerOnly,
  tooManyGuestsMessage,
  VENUE_OF_EVENT_TYPE,
  type EventBookingCreate,
  type EventBookingId,
  type EventBookingMove,
  type EventBookingView,
  type EventCalendar,
  type EventCalendarQuery,
} from "../../../../shared/event-bookings/event-booking-admin.ts";
import { Prisma } from "../../../db/prisma.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit, recordStaffRead } from "../../core/audit-trail.ts";
import { requireOwner } from "../../core/owner-only.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";
import { findEventVenue, listEventVenues } from "../../events/event-venues.ts";
import { calendarEntriesOf, calendarEntrySelect, dayOf, dbDate, eventBookingViewOf } from "./event-booking-views.ts";

// Staff's side of event bookings (ADR 100): made from an event enquiry, moved along the sale by
// the server's table of moves, each move timed, kept in the booking's history and audited. The
// database refuses a second definite event on one venue and date; this turns that into words.

/** The partial unique index of the migration: one definite (or completed) event per venue and date. */
const ONE_DEFINITE_INDEX = "event_booking_one_definite_per_venue_date";

function isSecondDefinite(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  // Both drivers (pg, PGlite) pass on PostgreSQL's message, which names the index.
  return JSON.stringify(error.meta ?? {}).includes(ONE_DEFINITE_INDEX);
}

function refused(fieldErrors: Record<string, string>): AppError {
  const [first] = Object.values(fieldErrors);
  return new AppError("BAD_REQUEST", first ?? ERROR_MESSAGES.VALIDATION_ERROR, { fieldErrors });
}

async function viewOrNotFound(context: ServiceContext<StaffActor>, id: string): Promise<EventBookingView> {
  const view = await eventBookingViewOf(context.prisma, id, context.actor);
  if (!view) throw new AppError("NOT_FOUND", EVENT_BOOKING_MESSAGES.NOT_FOUND);
  return view;
}

/** The venue by its id, or the field's message: staff choose from the venues there are. */
async function venueById(context: ServiceContext<StaffActor>, venueId: string) {
  try {
    return await findEventVenue(context.prisma, venueId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw refused({ venueId: EVENT_BOOKING_MESSAGES.VENUE_NOT_FOUND });
    throw error;
  }
}

/**
 * Staff make an event from an event enquiry, in the state `enquiry`. The venue, date and guests
 * default to the enquiry's; a date before today (London) and more guests than the venue holds are
 * refused, each under its field, and nothing is stored.
 */
export async function createEventBooking(context: ServiceContext<StaffActor>, input: EventBookingCreate): Promise<EventBookingView> {
  const { prisma, actor } = context;
  const enquiry = await prisma.eventInquiry.findUnique({ where: { id: input.enquiryId }, select: { id: true, eventType: true, eventDate: true, guests: true } });
  if (!enquiry) throw new AppError("NOT_FOUND", EVENT_BOOKING_MESSAGES.ENQUIRY_NOT_FOUND);
  const venue = await venueById(context, input.venueId ?? VENUE_OF_EVENT_TYPE[enquiry.eventType]);
  const eventDate = input.eventDate ?? (enquiry.eventDate ? dayOf(enquiry.eventDate) : undefined);
  const guests = input.guests ?? enquiry.guests;

  const at = context.now();
  const problems: Record<string, string> = {};
  if (eventDate === undefined) problems.eventDate = EVENT_BOOKING_MESSAGES.DATE_REQUIRED;
  else if (eventDate < londonToday(at)) problems.eventDate = EVENT_BOOKING_MESSAGES.DATE_IN_PAST;
  if (guests > venue.capacity.max) problems.guests = tooManyGuestsMessage(venue.capacity.max, venue.name);
  if (eventDate === undefined || Object.keys(problems).length > 0) throw refused(problems);

  const id = randomUUID();
  await prisma.$transaction(async (tx) => {
    await tx.eventBooking.create({
      data: { id, enquiryId: enquiry.id, venueId: venue.id, eventDate: dbDate(eventDate), guests, state: "enquiry", createdAt: at, updatedAt: at },
      select: { id: true },
    });
    await tx.eventBookingChange.create({ data: { bookingId: id, at, fromState: null, toState: "enquiry", byStaffId: actor.id, byStaffEmail: actor.email }, select: { id: true } });
    await recordAudit(
      tx,
      {
        action: "event_bookings.created",
        actor,
        target: { type: "event_booking", id },
        ipAddress: context.ipAddress,
        details: { enquiryId: enquiry.id, venueId: venue.id, eventDate, guests },
      },
      at,
    );
  });
  return viewOrNotFound(context, id);
}

/** One event with its enquiry, history and clashes (audited: it names the guest). */
export async function readEventBooking(context: ServiceContext<StaffActor>, { id }: EventBookingId): Promise<EventBookingView> {
  await recordStaffRead(context, "event_bookings.booking_viewed", { id });
  return viewOrNotFound(context, id);
}

interface Current {
  state: EventBookingView["state"];
  eventDate: Date;
  venueId: string;
}

/** What the move needs and what it would store, or the reason it is refused (nothing changed). */
async function judgeMove(tx: Prisma.TransactionClient, context: ServiceContext<StaffActor>, current: Current, move: EventBookingMove, today: string) {
  const { to } = move;
  const eventDate = dayOf(current.eventDate);
  // Extending (or shortening) a hold is a move from tentative to tentative with a new release date.
  const renewsHold = current.state === "tentative" && to === "tentative";
  if (!renewsHold && !EVENT_BOOKING_MOVES[current.state].includes(to)) throw new AppError("CONFLICT", EVENT_BOOKING_MESSAGES.MOVE_NOT_ALLOWED);
  if (moveIsOwnerOnly(current.state, to)) requireOwner(context.actor, EVENT_BOOKING_MESSAGES.OWNER_ONLY_LOSS);

  if (to === "tentative") {
    const problems: Record<string, string> = {};
    if (eventDate < today) problems.eventDate = EVENT_BOOKING_MESSAGES.DATE_IN_PAST;
    else if (move.releaseDate === undefined) problems.releaseDate = EVENT_BOOKING_MESSAGES.RELEASE_DATE_REQUIRED;
    else if (move.releaseDate < today) problems.releaseDate = EVENT_BOOKING_MESSAGES.RELEASE_DATE_IN_PAST;
    else if (move.releaseDate > eventDate) problems.releaseDate = EVENT_BOOKING_MESSAGES.RELEASE_DATE_AFTER_EVENT;
    if (Object.keys(problems).length > 0 || move.releaseDate === undefined) throw refused(problems);
    // A hold on a date another event has for certain promises the guest what cannot be given.
    const taken = await tx.eventBooking.count({ where: { venueId: current.venueId, eventDate: current.eventDate, state: { in: ["definite", "completed"] } } });
    if (taken > 0) throw new AppError("CONFLICT", ERROR_MESSAGES.VENUE_TAKEN);
    return { releaseDate: move.releaseDate, lostReason: null, lostNote: null };
  }
  if (to === "definite" && eventDate < today) throw refused({ eventDate: EVENT_BOOKING_MESSAGES.DATE_IN_PAST });
  if (to === "completed" && eventDate > today) throw new AppError("CONFLICT", EVENT_BOOKING_MESSAGES.NOT_YET_HAPPENED);
  if (to === "lost") {
    if (move.lostReason === undefined) throw refused({ lostReason: EVENT_BOOKING_MESSAGES.LOST_REASON_REQUIRED });
    return { releaseDate: null, lostReason: move.lostReason, lostNote: move.note ?? null };
  }
  return { releaseDate: null, lostReason: null, lostNote: null };
}

/**
 * Moves an event to another state by the table of moves (ADR 100), in one transaction: the row
 * (claimed from the state it was read in, so a concurrent move makes this one refuse, not
 * overwrite), a history row and an audit row. A second definite event on the same venue and date
 * is refused by the database's index under any concurrency, answered with VENUE_TAKEN. The answer
 * is the event as it now is, with any clash listed.
 */
export async function changeEventBookingState(context: ServiceContext<StaffActor>, move: EventBookingMove): Promise<EventBookingView> {
  const { prisma, actor } = context;
  const at = context.now();
  const today = londonToday(at);
  try {
    await prisma.$transaction(async (tx) => {
      const current = await tx.eventBooking.findUnique({ where: { id: move.id }, select: { state: true, eventDate: true, venueId: true, releaseDate: true } });
      if (!current) throw new AppError("NOT_FOUND", EVENT_BOOKING_MESSAGES.NOT_FOUND);
      // Asking again for the state it already has (a second click) changes nothing; a hold's new release date is a change.
      if (current.state === move.to && move.to !== "tentative") return;
      const stored = await judgeMove(tx, context, current, move, today);
      const claimed = await tx.eventBooking.updateMany({
        where: { id: move.id, state: current.state },
        data: { state: move.to, releaseDate: stored.releaseDate ? dbDate(stored.releaseDate) : null, lostReason: stored.lostReason, lostNote: stored.lostNote, updatedAt: at },
      });
      if (claimed.count !== 1) throw new AppError("CONFLICT", EVENT_BOOKING_MESSAGES.CHANGED_MEANWHILE);
      await tx.eventBookingChange.create({
        data: {
          bookingId: move.id,
          at,
          fromState: current.state,
          toState: move.to,
          byStaffId: actor.id,
          byStaffEmail: actor.email,
          releaseDate: stored.releaseDate ? dbDate(stored.releaseDate) : null,
          lostReason: stored.lostReason,
          note: move.note ?? null,
        },
        select: { id: true },
      });
      await recordAudit(
        tx,
        {
          action: "event_bookings.state_changed",
          actor,
          target: { type: "event_booking", id: move.id },
          ipAddress: context.ipAddress,
          // The note stays in the history only: it is free text and may name people.
          details: { from: current.state, to: move.to, ...(stored.releaseDate ? { releaseDate: stored.releaseDate } : {}), ...(stored.lostReason ? { lostReason: stored.lostReason } : {}) },
        },
        at,
      );
    });
  } catch (error) {
    if (isSecondDefinite(error)) throw new AppError("CONFLICT", ERROR_MESSAGES.VENUE_TAKEN, { cause: error });
    throw error;
  }
  return viewOrNotFound(context, move.id);
}

/**
 * The venue calendar: every event but the lost ones of one venue (or all) between two dates,
 * both included, by date, then venue, then first made; with each one's count of clashes and the
 * venues to choose from. Audited: the entries name the guests.
 */
export async function eventCalendar(context: ServiceContext<StaffActor>, query: EventCalendarQuery): Promise<EventCalendar> {
  await recordStaffRead(context, "event_bookings.calendar_viewed", { from: query.from, to: query.to, venueId: query.venueId ?? null });
  const venues = (await listEventVenues(context.prisma)).map((venue) => ({ id: venue.id, name: venue.name, capacityMax: venue.capacity.max }));
  if (query.venueId !== undefined && !venues.some((venue) => venue.id === query.venueId)) throw refused({ venueId: EVENT_BOOKING_MESSAGES.VENUE_NOT_FOUND });
  const rows = await context.prisma.eventBooking.findMany({
    where: { eventDate: { gte: dbDate(query.from), lte: dbDate(query.to) }, state: { not: "lost" }, ...(query.venueId ? { venueId: query.venueId } : {}) },
    orderBy: [{ eventDate: "asc" }, { venueId: "asc" }, { createdAt: "asc" }],
    select: calendarEntrySelect,
  });
  return { from: query.from, to: query.to, venueId: query.venueId ?? null, venues, events: calendarEntriesOf(rows) };
}
