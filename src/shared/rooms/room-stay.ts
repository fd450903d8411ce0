import { z } from "zod/mini";
import type { $RefinementCtx } from "zod/v4/core";
import { isRoomType, ROOM_OCCUPANCY, ROOM_TYPE_LABELS, ROOM_TYPES, roomSleeps, type RoomType } from "./room-types.ts";
import { CHECK_OUT_NOT_AFTER_CHECK_IN, checkInDateField, checkOutDateSchema } from "../addons/addon-fields.ts";
import { isIsoDate, londonToday, nightsBetween, type TodayProvider } from "../dates.ts";
import { MAX_RANGE_DAYS, holdsRealDates } from "../validation/date-range.ts";
import { roomTypeSchema } from "./room-type-field.ts";
import { stated } from "../validation/stated-rules.ts";

// The stay asked about by POST /api/bookings/check-availability, calculate-price and create
// (ADR 004: answered from Little Hotelier, booked on the external engine).

/** A stay's days, check-out included, fit the 366-day range limit of every room call. */
const MAX_ROOM_STAY_NIGHTS = MAX_RANGE_DAYS - 1;
export const ROOM_STAY_TOO_LONG = `Stay cannot exceed ${MAX_ROOM_STAY_NIGHTS} nights`;

const ADULTS_WHOLE = "Number of adults must be a whole number";
const CHILDREN_WHOLE = "Number of children must be a whole number";

export const adultsSchema = z._default(
  z.number({ error: ADULTS_WHOLE }).check(z.int({ error: ADULTS_WHOLE, abort: true }), z.gte(1, "Number of adults must be at least 1")),
  1,
);

export const childrenSchema = z._default(
  z.number({ error: CHILDREN_WHOLE }).check(z.int({ error: CHILDREN_WHOLE, abort: true }), z.gte(0, "Number of children cannot be negative")),
  0,
);

export function tooManyGuestsMessage(roomType: keyof typeof ROOM_OCCUPANCY): string {
  const { adults, children, max } = ROOM_OCCUPANCY[roomType];
  const label = ROOM_TYPE_LABELS[roomType];
  return children > 0
    ? `A ${label} room sleeps at most ${max} guests (${adults} adults and ${children} ${children === 1 ? "child" : "children"})`
    : `A ${label} room sleeps at most ${max} ${max === 1 ? "guest" : "guests"}`;
}

/** Whole guest counts (or none, meaning the defaults), and the room type as given. */
function guestsOf(value: unknown): { roomType: unknown; whole: boolean } {
  if (typeof value !== "object" || value === null) return { roomType: undefined, whole: false };
  const { roomType, adults, children } = value as Record<string, unknown>;
  const count = (n: unknown) => n === undefined || (typeof n === "number" && Number.isInteger(n));
  return { roomType, whole: count(adults) && count(children) };
}

/** For the occupancy check's `when`: a real room type and whole guest counts. */
function holdsGuestsOfAKnownType(value: unknown): boolean {
  const { roomType, whole } = guestsOf(value);
  return whole && isRoomType(roomType);
}

/** For the booking link's occupancy check: whole guest counts, and a real room type or none. */
function holdsGuestsOfAnyType(value: unknown): boolean {
  const { roomType, whole } = guestsOf(value);
  return whole && (roomType === undefined || isRoomType(roomType));
}

function stayProblem(checkIn: string, checkOut: string): string | undefined {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return CHECK_OUT_NOT_AFTER_CHECK_IN;
  if (nights > MAX_ROOM_STAY_NIGHTS) return ROOM_STAY_TOO_LONG;
  return undefined;
}

/** Check-out after check-in, and a stay the room calls accept; judged only once both are real dates. */
export function refineStayDates<Schema extends z.ZodMiniType<{ checkIn: string; checkOut: string }>>(schema: Schema) {
  return schema.check(
    z.superRefine(
      (stay: { checkIn: string; checkOut: string }, ctx) => {
        const message = stayProblem(stay.checkIn, stay.checkOut);
        if (message) ctx.addIssue({ code: "custom", message, path: ["checkOut"], input: stay.checkOut });
      },
      { when: (payload) => holdsRealDates(payload.value, "checkIn", "checkOut") },
    ),
  );
}

/** The one occupancy rule of every room call: a party a room of the type cannot sleep is refused on the field that overflows. */
function occupancyIssue(stay: { roomType: RoomType; adults: number; children: number }, ctx: $RefinementCtx): void {
  if (roomSleeps(stay.roomType, stay)) return;
  const path = stay.adults > ROOM_OCCUPANCY[stay.roomType].adults ? "adults" : "children";
  ctx.addIssue({ code: "custom", message: tooManyGuestsMessage(stay.roomType), path: [path], input: stay[path] });
}

const LARGEST_ROOM = ROOM_OCCUPANCY.deluxe_family;
/** The engine's deep link books one room: without a room type, the party must fit one of them. */
export const NO_ROOM_SLEEPS_PARTY = `None of our rooms sleeps this party: a room takes at most ${LARGEST_ROOM.adults} adults and ${LARGEST_ROOM.children} children. Please book more than one room.`;

/** The refusals of a stay's dates against each other, as the API document states them. */
const STAY_DATE_REFUSALS = [
  { message: CHECK_OUT_NOT_AFTER_CHECK_IN, when: "check-out is not after check-in" },
  { message: ROOM_STAY_TOO_LONG, when: `more than ${MAX_ROOM_STAY_NIGHTS} nights` },
];

/** The occupancy refusal of each room type, as the API document states them. */
const OCCUPANCY_REFUSALS = ROOM_TYPES.map((roomType) => ({ message: tooManyGuestsMessage(roomType), when: `a ${roomType} room with more adults or children than it sleeps` }));

function buildRoomStaySchema(today: TodayProvider) {
  const checked = refineStayDates(
    z.object({
      roomType: roomTypeSchema,
      checkIn: checkInDateField(today),
      checkOut: checkOutDateSchema,
      adults: adultsSchema,
      children: childrenSchema,
    }),
  ).check(z.superRefine((stay, ctx) => occupancyIssue(stay, ctx), { when: (payload) => holdsGuestsOfAKnownType(payload.value) }));
  return z.pipe(
    stated(checked, { refusals: [...STAY_DATE_REFUSALS, ...OCCUPANCY_REFUSALS] }),
    z.transform((stay: z.output<typeof checked>) => ({ ...stay, nights: nightsBetween(stay.checkIn, stay.checkOut) })),
  );
}

/** A stay judged against a fixed London date (YYYY-MM-DD), for tests. */
export function createRoomStaySchema(today: string) {
  return buildRoomStaySchema(() => today);
}

/** check-availability and calculate-price: a room type, a stay of 1-365 nights from today on, guests that fit. */
export const roomStaySchema = buildRoomStaySchema(() => londonToday());

export type RoomStayInput = z.input<typeof roomStaySchema>;
export type RoomStay = z.output<typeof roomStaySchema>;

export const STAY_DATES_NOT_PAIRED = "Please give both check-in and check-out dates, or neither";

function buildBookingLinkSchema(today: TodayProvider) {
  const request = z
    .object({
      roomType: z.optional(roomTypeSchema),
      checkIn: z.optional(checkInDateField(today)),
      checkOut: z.optional(checkOutDateSchema),
      adults: adultsSchema,
      children: childrenSchema,
    })
    .check(
      z.superRefine(
        (request, ctx) => {
          if (request.roomType !== undefined) return occupancyIssue({ ...request, roomType: request.roomType }, ctx);
          if (ROOM_TYPES.some((roomType) => roomSleeps(roomType, request))) return;
          const path = request.adults > LARGEST_ROOM.adults ? "adults" : "children";
          ctx.addIssue({ code: "custom", message: NO_ROOM_SLEEPS_PARTY, path: [path], input: request[path] });
        },
        { when: (payload) => holdsGuestsOfAnyType(payload.value) },
      ),
      z.superRefine((request, ctx) => {
        if ((request.checkIn === undefined) !== (request.checkOut === undefined)) {
          const path = request.checkIn === undefined ? "checkIn" : "checkOut";
          ctx.addIssue({ code: "custom", message: STAY_DATES_NOT_PAIRED, path: [path], input: undefined });
          return;
        }
        if (request.checkIn === undefined || request.checkOut === undefined) return;
        // Refinements still run after a field's own (non-aborting) issue: only real dates are compared.
        if (!isIsoDate(request.checkIn) || !isIsoDate(request.checkOut)) return;
        const message = stayProblem(request.checkIn, request.checkOut);
        if (message) ctx.addIssue({ code: "custom", message, path: ["checkOut"], input: request.checkOut });
      }),
    );
  return stated(request, {
    refusals: [
      { message: STAY_DATES_NOT_PAIRED, when: "one of check-in and check-out without the other" },
      ...STAY_DATE_REFUSALS,
      ...OCCUPANCY_REFUSALS,
      { message: NO_ROOM_SLEEPS_PARTY, when: "no room type, and a party no room sleeps" },
    ],
  });
}

export function createBookingLinkRequestSchema(today: string) {
  return buildBookingLinkSchema(() => today);
}

/** POST /api/bookings/create: optional room type, stay and party (one room's, judged as the room calls judge it), carried into the booking engine's link. */
export const bookingLinkRequestSchema = buildBookingLinkSchema(() => londonToday());

