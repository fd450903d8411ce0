import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_JOB_CHECK_EVERY_MS } from "../../../src/server/jobs/daily-job.ts";
import { createHoldLapseJob } from "../../../src/server/jobs/event-hold-lapse.ts";
import { claimHoldLapseRun, releaseLapsedHolds } from "../../../src/server/services/event-bookings/hold-lapse.ts";
import type { AdminIdentity } from "../../../src/server/services/staff/sessions.ts";
import { ERROR_MESSAGES } from "../../../src/shared/api/error-catalogue.ts";
import { addDays, londonToday } from "../../../src/shared/dates.ts";
import { clashWarning, EVENT_BOOKING_MESSAGES, eventBookingViewSchema, tooManyGuestsMessage, type EventBookingView } from "../../../src/shared/event-bookings/event-booking-admin.ts";
import { SYSTEM_AUDIT_ADDRESS } from "../../../src/shared/staff/system-actor.ts";
import { storedEventEnquiry } from "../../factories/enquiries.ts";
import { storedEventBooking } from "../../factories/event-bookings.ts";
import { callerOf, fieldErrorsOfCall, RECEPTIONIST } from "../helpers/app-caller.ts";
import { manualTimer } from "../helpers/manual-timer.ts";
import { createTestApp } from "../helpers/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const OWNER: AdminIdentity = {
  id: "4d7e6b0e-0000-4000-8000-0000000000bb",
  email: "owner@example.com",
  name: "Olive Owner",
  role: "owner",
  mustChangePassword: false,
  totpEnabledAt: new Date("2026-01-01T00:00:00Z"),
};

const today = () => londonToday();
/** A date `days` from today (London), as staff type it. */
const inDays = (days: number) => addDays(today(), days);
/** Each test takes dates of its own, far enough apart that no two tests share a venue's day. */
let nextDay = 200;
const freshDate = () => inDays((nextDay += 3));

/** What a refused call threw: its tRPC code and message. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw new Error(`Expected the call to be refused, it answered (${String(error)})`);
  return { code: error.code, message: error.message };
}

describe("event bookings: an event enquiry made into an event and moved along the sale, checked by the server (ADR 100)", () => {
  const t = useTestApp();
  const reception = () => callerOf(t.app, RECEPTIONIST).eventBookings.admin;
  const owner = () => callerOf(t.app, OWNER).eventBookings.admin;
  // The venues are stored on their first read; the factories' rows need them.
  beforeAll(() => callerOf(t.app).events.list());

  async function auditOf(id: string) {
    return t.app.prisma.auditEvent.findMany({ where: { targetType: "event_booking", targetId: id }, orderBy: { id: "asc" }, select: { action: true, actorEmail: true, ipAddress: true, details: true } });
  }

  /** An event made by reception from a fresh wedding enquiry on a date of its own. */
  async function madeEvent(eventDate = freshDate(), guests = 90): Promise<EventBookingView> {
    const enquiry = await storedEventEnquiry(t.app.prisma, { eventDate: new Date(`${eventDate}T00:00:00Z`), guests });
    return reception().create({ enquiryId: enquiry.id });
  }

  it("makes an event from an enquiry with the enquiry's date, guests and venue, its creation in the history and the audit trail", async () => {
    const eventDate = freshDate();
    const enquiry = await storedEventEnquiry(t.app.prisma, { eventDate: new Date(`${eventDate}T00:00:00Z`), guests: 120, eventType: "meeting", name: "Ada Byron" });
    const made = await reception().create({ enquiryId: enquiry.id });
    expect(eventBookingViewSchema.parse(made)).toEqual(made);
    expect(made).toMatchObject({ state: "enquiry", eventDate, guests: 120, venue: { id: "conference", capacityMax: 150 }, releaseDate: null, clashes: [], clashWarning: null, moves: ["proposal_sent", "tentative", "lost"] });
    expect(made.enquiry).toMatchObject({ id: enquiry.id, name: "Ada Byron", eventType: "meeting", eventDate, guests: 120 });
    expect(made.history).toEqual([expect.objectContaining({ from: null, to: "enquiry", by: RECEPTIONIST.email })]);
    expect(await auditOf(made.id)).toEqual([{ action: "event_bookings.created", actorEmail: RECEPTIONIST.email, ipAddress: "198.51.100.7", details: { enquiryId: enquiry.id, venueId: "conference", eventDate, guests: 120 } }]);

    // Staff may choose another venue, date and guests; reading it back is an audited read.
    const other = await reception().create({ enquiryId: enquiry.id, venueId: "party", eventDate: freshDate(), guests: 40 });
    expect(other).toMatchObject({ venue: { id: "party" }, guests: 40 });
    const read = await reception().byId({ id: other.id });
    expect(read.id).toBe(other.id);
    expect(await t.app.prisma.auditEvent.count({ where: { action: "event_bookings.booking_viewed", details: { equals: { id: other.id } } } })).toBe(1);
  });

  it("refuses a date in the past and more guests than the venue holds, each under its field, and stores nothing", async () => {
    const enquiry = await storedEventEnquiry(t.app.prisma, { eventDate: new Date(`${freshDate()}T00:00:00Z`) });
    const before = { bookings: await t.app.prisma.eventBooking.count(), audit: await t.app.prisma.auditEvent.count({ where: { action: "event_bookings.created" } }) };

    expect(await fieldErrorsOfCall(reception().create({ enquiryId: enquiry.id, eventDate: "2026-02-30" }))).toEqual({ eventDate: "Please enter a valid date (YYYY-MM-DD)" });
    const past = reception().create({ enquiryId: enquiry.id, eventDate: addDays(today(), -1) });
    await expect(refusal(past)).resolves.toEqual({ code: "BAD_REQUEST", message: EVENT_BOOKING_MESSAGES.DATE_IN_PAST });
    const crowded = reception().create({ enquiryId: enquiry.id, guests: 151 });
    await expect(refusal(crowded)).resolves.toEqual({ code: "BAD_REQUEST", message: tooManyGuestsMessage(150, "Weddings") });
    expect(tooManyGuestsMessage(150, "Weddings")).toBe("Maximum 150 guests allowed at Weddings");
    const both = await reception()
      .create({ enquiryId: enquiry.id, guests: 151, eventDate: addDays(today(), -3) })
      .catch((error: unknown) => error as TRPCError);
    expect((both as TRPCError).cause).toMatchObject({ fieldErrors: { eventDate: EVENT_BOOKING_MESSAGES.DATE_IN_PAST, guests: "Maximum 150 guests allowed at Weddings" } });
    await expect(refusal(reception().create({ enquiryId: enquiry.id, venueId: "ballroom" }))).resolves.toEqual({ code: "BAD_REQUEST", message: EVENT_BOOKING_MESSAGES.VENUE_NOT_FOUND });
    await expect(refusal(reception().create({ enquiryId: "00000000-0000-4000-8000-000000000000" }))).resolves.toEqual({ code: "NOT_FOUND", message: EVENT_BOOKING_MESSAGES.ENQUIRY_NOT_FOUND });
    // An enquiry without a date needs one from staff.
    const undated = await storedEventEnquiry(t.app.prisma, {});
    await expect(refusal(reception().create({ enquiryId: undated.id }))).resolves.toEqual({ code: "BAD_REQUEST", message: EVENT_BOOKING_MESSAGES.DATE_REQUIRED });

    expect(await t.app.prisma.eventBooking.count()).toBe(before.bookings);
    expect(await t.app.prisma.auditEvent.count({ where: { action: "event_bookings.created" } })).toBe(before.audit);
  });

  it("moves along the sale: proposal sent, held until a release date, definite, completed; each move timed, by whom, kept and audited", async () => {
    const made = await madeEvent();
    const sent = await reception().changeState({ id: made.id, to: "proposal_sent", note: "Gold package, 90 guests" });
    expect(sent).toMatchObject({ state: "proposal_sent", moves: ["tentative", "definite", "lost"] });
    const releaseDate = inDays(14);
    const held = await reception().changeState({ id: made.id, to: "tentative", releaseDate });
    expect(held).toMatchObject({ state: "tentative", releaseDate });
    // A hold's release date can be moved: a change of its own in the history.
    const extended = await reception().changeState({ id: made.id, to: "tentative", releaseDate: inDays(21) });
    expect(extended.releaseDate).toBe(inDays(21));
    const definite = await reception().changeState({ id: made.id, to: "definite" });
    expect(definite).toMatchObject({ state: "definite", releaseDate: null, moves: ["completed"] });
    // An owner may also lose a definite event; reception is not offered it.
    expect((await owner().byId({ id: made.id })).moves).toEqual(["completed", "lost"]);

    expect(definite.history.map((change) => [change.from, change.to, change.by])).toEqual([
      [null, "enquiry", RECEPTIONIST.email],
      ["enquiry", "proposal_sent", RECEPTIONIST.email],
      ["proposal_sent", "tentative", RECEPTIONIST.email],
      ["tentative", "tentative", RECEPTIONIST.email],
      ["tentative", "definite", RECEPTIONIST.email],
    ]);
    expect(definite.history[1]?.note).toBe("Gold package, 90 guests");
    expect(definite.history[2]?.releaseDate).toBe(releaseDate);
    for (const change of definite.history) expect(Number.isNaN(Date.parse(change.at))).toBe(false);
    const audit = await auditOf(made.id);
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      ["event_bookings.created", expect.anything()],
      ["event_bookings.state_changed", { from: "enquiry", to: "proposal_sent" }],
      ["event_bookings.state_changed", { from: "proposal_sent", to: "tentative", releaseDate }],
      ["event_bookings.state_changed", { from: "tentative", to: "tentative", releaseDate: inDays(21) }],
      ["event_bookings.state_changed", { from: "tentative", to: "definite" }],
    ]);
    // Asking again for the state it has (a second click) changes nothing.
    await reception().changeState({ id: made.id, to: "definite" });
    expect(await auditOf(made.id)).toHaveLength(5);

    // Completed only once the day has come: a past event is made straight in the database.
    await expect(refusal(reception().changeState({ id: made.id, to: "completed" }))).resolves.toEqual({ code: "CONFLICT", message: EVENT_BOOKING_MESSAGES.NOT_YET_HAPPENED });
    const yesterday = addDays(today(), -1);
    const past = await storedEventBooking(t.app.prisma, { eventDate: new Date(`${yesterday}T00:00:00Z`), state: "definite", venueId: "party" });
    await expect(reception().changeState({ id: past.id, to: "completed" })).resolves.toMatchObject({ state: "completed", moves: [] });
  });

  it("refuses the moves that do not exist, a hold without a good release date and a loss without a reason, changing nothing", async () => {
    const made = await madeEvent();
    const notAllowed = { code: "CONFLICT", message: EVENT_BOOKING_MESSAGES.MOVE_NOT_ALLOWED };
    await expect(refusal(reception().changeState({ id: made.id, to: "definite" }))).resolves.toEqual(notAllowed);
    await expect(refusal(reception().changeState({ id: made.id, to: "completed" }))).resolves.toEqual(notAllowed);

    const eventDate = made.eventDate;
    expect(await fieldErrorsOfCall(reception().changeState({ id: made.id, to: "tentative", releaseDate: "soon" }))).toEqual({ releaseDate: "Please enter a valid date (YYYY-MM-DD)" });
    await expect(refusal(reception().changeState({ id: made.id, to: "tentative" }))).resolves.toEqual({ code: "BAD_REQUEST", message: EVENT_BOOKING_MESSAGES.RELEASE_DATE_REQUIRED });
    await expect(refusal(reception().changeState({ id: made.id, to: "tentative", releaseDate: addDays(today(), -1) }))).resolves.toEqual({ code: "BAD_REQUEST", message: EVENT_BOOKING_MESSAGES.RELEASE_DATE_IN_PAST });
    await expect(refusal(reception().changeState({ id: made.id, to: "tentative", releaseDate: addDays(eventDate, 1) }))).resolves.toEqual({ code: "BAD_REQUEST", message: EVENT_BOOKING_MESSAGES.RELEASE_DATE_AFTER_EVENT });
    await expect(refusal(reception().changeState({ id: made.id, to: "lost" }))).resolves.toEqual({ code: "BAD_REQUEST", message: EVENT_BOOKING_MESSAGES.LOST_REASON_REQUIRED });
    expect(await fieldErrorsOfCall(reception().changeState({ id: made.id, to: "lost", lostReason: "bored" as "price" }))).toEqual({ lostReason: EVENT_BOOKING_MESSAGES.LOST_REASON_REQUIRED });
    expect((await reception().byId({ id: made.id })).history).toHaveLength(1);
    expect(await auditOf(made.id)).toHaveLength(1);

    // Lost with a reason and a note: the end; nothing moves it again.
    const lost = await reception().changeState({ id: made.id, to: "lost", lostReason: "chose_another_venue", note: "Went with the castle" });
    expect(lost).toMatchObject({ state: "lost", lostReason: "chose_another_venue", lostNote: "Went with the castle", moves: [] });
    await expect(refusal(reception().changeState({ id: made.id, to: "enquiry" }))).resolves.toEqual(notAllowed);

    // Losing a definite event is an owner's call.
    const confirmed = await madeEvent();
    await reception().changeState({ id: confirmed.id, to: "proposal_sent" });
    await reception().changeState({ id: confirmed.id, to: "definite" });
    await expect(refusal(reception().changeState({ id: confirmed.id, to: "lost", lostReason: "cancelled_by_guest" }))).resolves.toEqual({ code: "FORBIDDEN", message: EVENT_BOOKING_MESSAGES.OWNER_ONLY_LOSS });
    await expect(owner().changeState({ id: confirmed.id, to: "lost", lostReason: "cancelled_by_guest" })).resolves.toMatchObject({ state: "lost" });
    const last = (await auditOf(confirmed.id)).at(-1);
    expect(last).toMatchObject({ action: "event_bookings.state_changed", actorEmail: OWNER.email, details: { from: "definite", to: "lost", lostReason: "cancelled_by_guest" } });
  });

  it("allows a second tentative hold on a held date, with the clash named in the answer and counted in the calendar", async () => {
    const eventDate = freshDate();
    const first = await madeEvent(eventDate);
    const second = await madeEvent(eventDate);
    await reception().changeState({ id: first.id, to: "tentative", releaseDate: inDays(7) });
    const held = await reception().changeState({ id: second.id, to: "tentative", releaseDate: inDays(10) });
    expect(held.state).toBe("tentative");
    expect(held.clashWarning).toBe(clashWarning(1));
    expect(held.clashes).toEqual([{ id: first.id, state: "tentative", guests: 90, releaseDate: inDays(7), enquiryName: "Priya Shah" }]);
    expect((await reception().byId({ id: first.id })).clashes.map((clash) => clash.id)).toEqual([second.id]);

    const calendar = await reception().calendar({ from: eventDate, to: eventDate, venueId: "wedding" });
    expect(calendar.events.map((entry) => [entry.id, entry.state, entry.clashes])).toEqual([
      [first.id, "tentative", 1],
      [second.id, "tentative", 1],
    ]);
    // The other venues' calendars do not show it.
    expect((await reception().calendar({ from: eventDate, to: eventDate, venueId: "party" })).events).toEqual([]);

    // Once one is definite, the other cannot be made definite, nor can a new hold be placed.
    await reception().changeState({ id: first.id, to: "definite" });
    await expect(refusal(reception().changeState({ id: second.id, to: "definite" }))).resolves.toEqual({ code: "CONFLICT", message: ERROR_MESSAGES.VENUE_TAKEN });
    const third = await madeEvent(eventDate);
    await expect(refusal(reception().changeState({ id: third.id, to: "tentative", releaseDate: inDays(3) }))).resolves.toEqual({ code: "CONFLICT", message: ERROR_MESSAGES.VENUE_TAKEN });
    expect((await reception().byId({ id: second.id })).state).toBe("tentative");
  });

  it("lets exactly one of five concurrent definite attempts on one venue and date succeed; the database refuses the rest", async () => {
    const eventDate = freshDate();
    const events: EventBookingView[] = [];
    for (let index = 0; index < 5; index += 1) {
      const made = await madeEvent(eventDate);
      await reception().changeState({ id: made.id, to: "tentative", releaseDate: inDays(5) });
      events.push(made);
    }
    const outcomes = await Promise.allSettled(events.map((event) => callerOf(t.app, RECEPTIONIST).eventBookings.admin.changeState({ id: event.id, to: "definite" })));
    const succeeded = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refusedOnes = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as TRPCError] : []));
    console.info(`concurrent "definite" attempts on one venue and date: ${outcomes.length}, succeeded: ${succeeded.length}`);
    expect(succeeded).toHaveLength(1);
    expect(refusedOnes.map((error) => [error.code, error.message])).toEqual(Array.from({ length: 4 }, () => ["CONFLICT", ERROR_MESSAGES.VENUE_TAKEN]));
    const definite = await t.app.prisma.eventBooking.findMany({ where: { venueId: "wedding", eventDate: new Date(`${eventDate}T00:00:00Z`), state: "definite" }, select: { id: true } });
    expect(definite).toHaveLength(1);
    // The losers' moves left no trace: one history row and one audit row of a move to definite.
    expect(await t.app.prisma.eventBookingChange.count({ where: { bookingId: { in: events.map((event) => event.id) }, toState: "definite" } })).toBe(1);
    expect(await t.app.prisma.auditEvent.count({ where: { action: "event_bookings.state_changed", targetId: { in: events.map((event) => event.id) }, details: { path: ["to"], equals: "definite" } } })).toBe(1);
  });

  it("a direct write of a second definite event on the same venue and date is refused by the database itself", async () => {
    const eventDate = new Date(`${freshDate()}T00:00:00Z`);
    await storedEventBooking(t.app.prisma, { eventDate, state: "definite" });
    await expect(storedEventBooking(t.app.prisma, { eventDate, state: "definite" })).rejects.toMatchObject({ code: "P2002" });
    // Another venue, or a hold, on that date is fine.
    await expect(storedEventBooking(t.app.prisma, { eventDate, state: "definite", venueId: "party" })).resolves.toBeDefined();
    await expect(storedEventBooking(t.app.prisma, { eventDate, state: "tentative", releaseDate: eventDate })).resolves.toBeDefined();
  });

  it("the calendar lists one venue or all between two dates, by date, leaving lost events out, and refuses a range over a year", async () => {
    const from = freshDate();
    const wedding = await madeEvent(addDays(from, 1));
    const enquiry = await storedEventEnquiry(t.app.prisma, { eventDate: new Date(`${addDays(from, 0)}T00:00:00Z`), eventType: "party", guests: 30 });
    const party = await reception().create({ enquiryId: enquiry.id });
    const lost = await madeEvent(addDays(from, 2));
    await reception().changeState({ id: lost.id, to: "lost", lostReason: "price" });
    const outside = await madeEvent(addDays(from, 40));

    const all = await reception().calendar({ from, to: addDays(from, 6) });
    expect(all.events.map((entry) => entry.id)).toEqual([party.id, wedding.id]);
    expect(all.venues.map((venue) => venue.id)).toEqual(["wedding", "conference", "party"]);
    expect(all.events[0]).toMatchObject({ venue: { id: "party", name: "Private Parties" }, enquiry: { name: "Priya Shah", eventType: "party" }, state: "enquiry", clashes: 0 });
    expect((await reception().calendar({ from, to: addDays(from, 6), venueId: "wedding" })).events.map((entry) => entry.id)).toEqual([wedding.id]);
    expect((await reception().calendar({ from, to: addDays(from, 60) })).events.map((entry) => entry.id)).toContain(outside.id);
    expect(await fieldErrorsOfCall(reception().calendar({ from, to: addDays(from, 366) }))).toEqual({ to: EVENT_BOOKING_MESSAGES.CALENDAR_RANGE_TOO_LONG });
    expect(await fieldErrorsOfCall(reception().calendar({ from, to: addDays(from, -1) }))).toEqual({ to: "End date cannot be before start date" });
    await expect(refusal(reception().calendar({ from, to: from, venueId: "ballroom" }))).resolves.toEqual({ code: "BAD_REQUEST", message: EVENT_BOOKING_MESSAGES.VENUE_NOT_FOUND });
    expect(await t.app.prisma.auditEvent.count({ where: { action: "event_bookings.calendar_viewed" } })).toBeGreaterThan(0);
  });

  it("an event outlives its enquiry's erasure: the link is cleared, the event stays", async () => {
    const made = await madeEvent();
    await t.app.prisma.eventInquiry.delete({ where: { id: made.enquiry?.id ?? "" } });
    const after = await reception().byId({ id: made.id });
    expect(after).toMatchObject({ id: made.id, enquiry: null, state: "enquiry" });
  });
});

describe("a hold lapses by itself the day after its release date: back to the state it was held from, once, as the system (ADR 100)", () => {
  let db: TestDatabase;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    db = await createTestDatabase();
    apps = await Promise.all([createTestApp(db.prisma), createTestApp(db.prisma)]);
    // The venues are stored on their first read.
    await callerOf(apps[0]!, RECEPTIONIST).events.list();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await db.destroy();
  });

  const day = (date: string) => new Date(`${date}T00:00:00Z`);

  it("releases the lapsed holds once when two instances' jobs check at the same moment, keeps the others, and checks again hourly", async () => {
    const eventDate = day(addDays(londonToday(), 60));
    const lapsedFromEnquiry = await storedEventBooking(db.prisma, { eventDate, state: "tentative", releaseDate: day(addDays(londonToday(), -1)) });
    const lapsedFromProposal = await storedEventBooking(db.prisma, { eventDate, state: "tentative", releaseDate: day(addDays(londonToday(), -3)), heldFrom: "proposal_sent" });
    const heldToday = await storedEventBooking(db.prisma, { eventDate, state: "tentative", releaseDate: day(londonToday()) });

    const timers = apps.map(() => manualTimer());
    const jobs = apps.map((app, index) => createHoldLapseJob(app, timers[index]!.timer, 0));
    for (const job of jobs) job.start();
    for (const timer of timers) timer.fire();
    await Promise.all(jobs.map((job) => job.whenIdle()));

    const stateOf = async (id: string) => (await db.prisma.eventBooking.findUniqueOrThrow({ where: { id }, select: { state: true, releaseDate: true } })).state;
    expect(await stateOf(lapsedFromEnquiry.id)).toBe("enquiry");
    expect(await stateOf(lapsedFromProposal.id)).toBe("proposal_sent");
    // Held through its release date: still held today.
    expect(await stateOf(heldToday.id)).toBe("tentative");

    const ids = [lapsedFromEnquiry.id, lapsedFromProposal.id];
    const lapses = await db.prisma.auditEvent.findMany({ where: { action: "event_bookings.hold_lapsed", targetId: { in: ids } }, select: { targetId: true, actorId: true, actorEmail: true, ipAddress: true, details: true } });
    expect(lapses).toHaveLength(2);
    expect(lapses.find((row) => row.targetId === lapsedFromProposal.id)).toEqual({
      targetId: lapsedFromProposal.id,
      actorId: null,
      actorEmail: null,
      ipAddress: SYSTEM_AUDIT_ADDRESS,
      details: { from: "tentative", to: "proposal_sent", releaseDate: addDays(londonToday(), -3) },
    });
    const moves = await db.prisma.eventBookingChange.findMany({ where: { bookingId: { in: ids }, fromState: "tentative" }, select: { bookingId: true, toState: true, byStaffEmail: true } });
    expect(moves).toHaveLength(2);
    expect(moves.every((move) => move.byStaffEmail === null)).toBe(true);
    const view = await callerOf(apps[0]!, RECEPTIONIST).eventBookings.admin.byId({ id: lapsedFromEnquiry.id });
    expect(view.history.at(-1)).toMatchObject({ from: "tentative", to: "enquiry", by: null });

    for (const timer of timers) expect(timer.pending.map((entry) => entry.ms)).toEqual([DAILY_JOB_CHECK_EVERY_MS]);
    await Promise.all(jobs.map((job) => job.stop()));
  });

  it("claims one run per London day across instances, and two releases running at once release each hold once", async () => {
    const now = new Date();
    const claims = await Promise.all([1, 2, 3].map(() => claimHoldLapseRun(db.prisma, new Date(now.getTime() + 86_400_000 * 2))));
    expect(claims.filter(Boolean)).toHaveLength(1);

    const eventDate = day(addDays(londonToday(), 90));
    const holds = await Promise.all([1, 2, 3].map(() => storedEventBooking(db.prisma, { eventDate, state: "tentative", releaseDate: day(addDays(londonToday(), -2)) })));
    const log = { info: () => undefined };
    const released = await Promise.all([releaseLapsedHolds(db.prisma, now, log), releaseLapsedHolds(db.prisma, now, log)]);
    expect(released[0] + released[1]).toBe(3);
    const ids = holds.map((hold) => hold.id);
    expect(await db.prisma.auditEvent.count({ where: { action: "event_bookings.hold_lapsed", targetId: { in: ids } } })).toBe(3);
    expect(await db.prisma.eventBookingChange.count({ where: { bookingId: { in: ids }, fromState: "tentative" } })).toBe(3);
  });
});

describe("how long the venue calendar takes for a venue with 300 events in a year (a figure, not a timed assertion)", () => {
  const t = useTestApp();

  it("answers a month and the whole year of a venue holding 300 events", async () => {
    const reception = callerOf(t.app, RECEPTIONIST).eventBookings.admin;
    await callerOf(t.app, RECEPTIONIST).events.list();
    const start = addDays(londonToday(), 1);
    const enquiry = await storedEventEnquiry(t.app.prisma, {});
    const states = ["enquiry", "proposal_sent", "tentative", "definite"] as const;
    await t.app.prisma.eventBooking.createMany({
      data: Array.from({ length: 300 }, (_, index) => {
        const state = states[index % states.length] ?? "enquiry";
        // 300 events over 365 days: most days one, some two (a hold beside another), a definite one at most.
        const date = addDays(start, Math.floor((index * 365) / 300));
        return { id: crypto.randomUUID(), enquiryId: enquiry.id, venueId: "wedding", eventDate: new Date(`${date}T00:00:00Z`), guests: 100, state, releaseDate: state === "tentative" ? new Date(`${date}T00:00:00Z`) : null };
      }),
    });
    const time = async (from: string, to: string) => {
      await reception.calendar({ from, to, venueId: "wedding" });
      const runs: number[] = [];
      let count = 0;
      for (let run = 0; run < 5; run += 1) {
        const began = performance.now();
        count = (await reception.calendar({ from, to, venueId: "wedding" })).events.length;
        runs.push(performance.now() - began);
      }
      runs.sort((a, b) => a - b);
      return { count, median: runs[2] ?? 0 };
    };
    const month = await time(start, addDays(start, 41));
    const year = await time(start, addDays(start, 365));
    console.info(`venue calendar, 300 events in a year: a month view (42 days, ${month.count} events) ${month.median.toFixed(1)} ms, the whole year (${year.count} events) ${year.median.toFixed(1)} ms (median of 5, ${t.db.url ? "PostgreSQL" : "PGlite"})`);
    expect(year.count).toBe(300);
  });
});
