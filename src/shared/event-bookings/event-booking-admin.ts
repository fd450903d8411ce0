import { z } from "zod";
import { EVENT_TYPES } from "../enquiries/enquiry-constants.ts";
import { daysInRange, END_BEFORE_START, holdsRealDates, isoDateField } from "../validation/date-range.ts";
import { cleanedString } from "../validation/sanitize.ts";

// Event bookings (ADR 100): an event enquiry turned by staff into an event on one venue and date,
// moved along the sale enquiry → proposal sent → tentative (held until a release date) → definite
// → completed, or lost with a reason. The server checks every move against EVENT_BOOKING_MOVES;
// the screen reads the same table to offer only the moves that exist.

const EVENT_BOOKING_STATES = ["enquiry", "proposal_sent", "tentative", "definite", "completed", "lost"] as const;
export type EventBookingState = (typeof EVENT_BOOKING_STATES)[number];

export const EVENT_BOOKING_STATE_LABELS: Record<EventBookingState, string> = {
  enquiry: "Enquiry",
  proposal_sent: "Proposal sent",
  tentative: "Tentative",
  definite: "Definite",
  completed: "Completed",
  lost: "Lost",
};

/**
 * Where each state may go, by staff. A hold that lapses goes back by itself to the state it was
 * held from (ADR 100); completed and lost are the end.
 */
export const EVENT_BOOKING_MOVES: Record<EventBookingState, readonly EventBookingState[]> = {
  enquiry: ["proposal_sent", "tentative", "lost"],
  proposal_sent: ["tentative", "definite", "lost"],
  tentative: ["proposal_sent", "definite", "lost"],
  definite: ["completed", "lost"],
  completed: [],
  lost: [],
};

/** Losing an event that is already definite is an owner's call: its deposit is money (ADR 100). */
export function moveIsOwnerOnly(from: EventBookingState, to: EventBookingState): boolean {
  return from === "definite" && to === "lost";
}

/** The states that take the venue on their date in the calendar (what a clash is about). */
export const DATE_TAKING_STATES = ["tentative", "definite"] as const satisfies readonly EventBookingState[];

export const EVENT_LOST_REASONS = ["price", "date_unavailable", "chose_another_venue", "no_response", "cancelled_by_guest", "other"] as const;
export type EventLostReason = (typeof EVENT_LOST_REASONS)[number];

export const EVENT_LOST_REASON_LABELS: Record<EventLostReason, string> = {
  price: "Price",
  date_unavailable: "Date not available",
  chose_another_venue: "Chose another venue",
  no_response: "No response",
  cancelled_by_guest: "Cancelled by the guest",
  other: "Other",
};

/** The venue an enquiry's type belongs to, the one a new event takes unless staff choose another (a meeting is a conference's). */
export const VENUE_OF_EVENT_TYPE: Record<(typeof EVENT_TYPES)[number], string> = {
  wedding: "wedding",
  conference: "conference",
  meeting: "conference",
  party: "party",
};

/** The longest note a move keeps. */
export const EVENT_NOTE_MAX_LENGTH = 1000;
/** How long a calendar's range may be, both days included: a year, for the month and week views and a year's overview. */
const EVENT_CALENDAR_MAX_DAYS = 366;

export const EVENT_BOOKING_MESSAGES = {
  NOT_FOUND: "This event no longer exists.",
  ENQUIRY_NOT_FOUND: "This enquiry no longer exists.",
  VENUE_NOT_FOUND: "Please choose one of the venues.",
  DATE_REQUIRED: "Event date is required",
  DATE_IN_PAST: "Event date cannot be in the past",
  GUESTS_WHOLE: "Number of guests must be a whole number",
  GUESTS_TOO_FEW: "Number of guests must be at least 1",
  MOVE_NOT_ALLOWED: "This event cannot move from its current state to the one chosen.",
  CHANGED_MEANWHILE: "This event was changed by someone else meanwhile. Please look at it again.",
  RELEASE_DATE_REQUIRED: "Release date is required for a tentative hold",
  RELEASE_DATE_IN_PAST: "Release date cannot be in the past",
  RELEASE_DATE_AFTER_EVENT: "Release date cannot be after the event date",
  LOST_REASON_REQUIRED: "Please choose why the event was lost",
  NOT_YET_HAPPENED: "An event can be completed only once its date has come.",
  OWNER_ONLY_LOSS: "Only an owner can mark a definite event as lost.",
  NOTE_TOO_LONG: `Note must be less than ${EVENT_NOTE_MAX_LENGTH} characters`,
  CALENDAR_RANGE_TOO_LONG: `The calendar shows at most ${EVENT_CALENDAR_MAX_DAYS} days at a time`,
  CREATED: "Event created",
  STATE_CHANGED: "Event updated",
} as const;

/** "Maximum 150 guests allowed at Weddings": the venue's own capacity, in the enquiry form's wording. */
export function tooManyGuestsMessage(capacityMax: number, venueName: string): string {
  return `Maximum ${capacityMax} guests allowed at ${venueName}`;
}

/** The warning a booking carries while another takes its venue on its date. */
export function clashWarning(count: number): string {
  return count === 1 ? "Another event holds this venue on this date." : `${count} other events hold this venue on this date.`;
}

const guestsField = z
  .number({ error: EVENT_BOOKING_MESSAGES.GUESTS_WHOLE })
  .int({ error: EVENT_BOOKING_MESSAGES.GUESTS_WHOLE })
  .min(1, EVENT_BOOKING_MESSAGES.GUESTS_TOO_FEW)
  .max(100_000, EVENT_BOOKING_MESSAGES.GUESTS_WHOLE);

const noteField = cleanedString("Note is required", z.string().max(EVENT_NOTE_MAX_LENGTH, EVENT_BOOKING_MESSAGES.NOTE_TOO_LONG));

/**
 * Staff make an event from an event enquiry. What is left out is the enquiry's: its date, its
 * guests, and the venue of its type (a meeting is a conference's). The server refuses a date in
 * the past and more guests than the venue holds.
 */
export const eventBookingCreateSchema = z.object({
  enquiryId: z.uuid({ error: EVENT_BOOKING_MESSAGES.ENQUIRY_NOT_FOUND }),
  venueId: z.string().trim().min(1, EVENT_BOOKING_MESSAGES.VENUE_NOT_FOUND).max(100, EVENT_BOOKING_MESSAGES.VENUE_NOT_FOUND).optional(),
  eventDate: z.optional(isoDateField("Event date")),
  guests: guestsField.optional(),
});
export type EventBookingCreate = z.output<typeof eventBookingCreateSchema>;

export const eventBookingIdSchema = z.object({ id: z.uuid({ error: EVENT_BOOKING_MESSAGES.NOT_FOUND }) });
export type EventBookingId = z.output<typeof eventBookingIdSchema>;

/**
 * A move to another state. A hold needs its release date; a loss its reason (the note is free).
 * The note is kept with the move in the booking's history.
 */
export const eventBookingMoveSchema = z.object({
  id: z.uuid({ error: EVENT_BOOKING_MESSAGES.NOT_FOUND }),
  to: z.enum(EVENT_BOOKING_STATES, { error: EVENT_BOOKING_MESSAGES.MOVE_NOT_ALLOWED }),
  releaseDate: z.optional(isoDateField("Release date")),
  lostReason: z.enum(EVENT_LOST_REASONS, { error: EVENT_BOOKING_MESSAGES.LOST_REASON_REQUIRED }).optional(),
  note: z.optional(noteField),
});
export type EventBookingMove = z.output<typeof eventBookingMoveSchema>;

/**
 * The venue calendar: the events of one venue, or of all, between two dates (both included), for
 * the month and week views. Lost events are left out.
 */
export const eventCalendarQuerySchema = z
  .object({
    from: isoDateField("From"),
    to: isoDateField("To"),
    venueId: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine(
    (query, ctx) => {
      const message = query.to < query.from ? END_BEFORE_START : daysInRange(query.from, query.to) > EVENT_CALENDAR_MAX_DAYS ? EVENT_BOOKING_MESSAGES.CALENDAR_RANGE_TOO_LONG : undefined;
      if (message) ctx.addIssue({ code: "custom", message, path: ["to"], input: query.to });
    },
    { when: (payload) => holdsRealDates(payload.value, "from", "to") },
  );
export type EventCalendarQuery = z.output<typeof eventCalendarQuerySchema>;

/** The enquiry an event came from, as far as the calendar and the event's page name it; null once erased. */
const eventEnquirySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  eventType: z.enum(EVENT_TYPES),
});

const venueSummarySchema = z.object({ id: z.string(), name: z.string(), capacityMax: z.number().int() });

/** What the calendar and the event's page both show of an event. */
const eventCoreSchema = z.object({
  id: z.string(),
  venue: venueSummarySchema,
  /** YYYY-MM-DD */
  eventDate: z.string(),
  guests: z.number().int(),
  state: z.enum(EVENT_BOOKING_STATES),
  /** While tentative: the last day the date is held (YYYY-MM-DD). */
  releaseDate: z.string().nullable(),
});

/** One event in the calendar. `clashes` counts the other events holding its venue on its date. */
const eventCalendarEntrySchema = eventCoreSchema.extend({
  enquiry: eventEnquirySummarySchema.nullable(),
  clashes: z.number().int().min(0),
});
export type EventCalendarEntry = z.infer<typeof eventCalendarEntrySchema>;

export const eventCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  venueId: z.string().nullable(),
  /** Every venue, for the calendar's choice of venue. */
  venues: z.array(venueSummarySchema),
  /** By date, then venue. */
  events: z.array(eventCalendarEntrySchema),
});
export type EventCalendar = z.infer<typeof eventCalendarSchema>;

/** Another event holding the same venue on the same date. */
const eventClashSchema = z.object({
  id: z.string(),
  state: z.enum(EVENT_BOOKING_STATES),
  guests: z.number().int(),
  releaseDate: z.string().nullable(),
  enquiryName: z.string().nullable(),
});
export type EventClash = z.infer<typeof eventClashSchema>;

/** One move in an event's history, its creation first. `by` is null when the system moved it (a lapsed hold). */
const eventBookingChangeSchema = z.object({
  at: z.string(),
  from: z.enum(EVENT_BOOKING_STATES).nullable(),
  to: z.enum(EVENT_BOOKING_STATES),
  by: z.string().nullable(),
  releaseDate: z.string().nullable(),
  lostReason: z.enum(EVENT_LOST_REASONS).nullable(),
  note: z.string().nullable(),
});

/** The enquiry as the event's page shows it. */
const eventBookingEnquirySchema = eventEnquirySummarySchema.extend({
  email: z.string(),
  phone: z.string(),
  /** The date and guests the guest asked for (YYYY-MM-DD or null). */
  eventDate: z.string().nullable(),
  guests: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * One event with its enquiry and history, as its page shows it and as every change answers.
 * `clashes` lists the other events holding its venue on its date; `clashWarning` says so in words.
 */
export const eventBookingViewSchema = eventCoreSchema.extend({
  lostReason: z.enum(EVENT_LOST_REASONS).nullable(),
  lostNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  enquiry: eventBookingEnquirySchema.nullable(),
  history: z.array(eventBookingChangeSchema),
  clashes: z.array(eventClashSchema),
  clashWarning: z.string().nullable(),
  /** The states staff may move it to now (an owner's only move included for owners). */
  moves: z.array(z.enum(EVENT_BOOKING_STATES)),
});
export type EventBookingView = z.infer<typeof eventBookingViewSchema>;
