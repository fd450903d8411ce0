import { availabilityLevel } from "../../../shared/rooms/availability-level.ts";
import { ERROR_MESSAGES } from "../../../shared/api/error-catalogue.ts";
import { ROOM_CURRENCY, type RoomType } from "../../../shared/rooms/room-types.ts";
import { addDays } from "../../../shared/dates.ts";
import type { AvailabilityCalendar, CalendarDay, StayAvailability, StayQuery, StayRefusal } from "../../../shared/rooms/stay-availability.ts";
import { type DateRange, LittleHotelierUnavailableError } from "../../integrations/little-hotelier.ts";
import { daysOf, fromDbDate, lookupRangeFor, toDbDate } from "./calendar-days.ts";
import { evaluateStay, nightAvailability, offersByRoomType } from "./rate-plan-offers.ts";
import { bookableRoomCount } from "./room-catalogue.ts";
import type { ServiceContext } from "../core/service-context.ts";

/** A calendar day plus the badge it shows. */
function calendarDay(date: string, totalRooms: number, availableRooms: number | null, stopSell: boolean, isActive: boolean): CalendarDay {
  const open = stopSell || !isActive ? 0 : availableRooms;
  return {
    date,
    totalRooms,
    availableRooms: open,
    bookedRooms: open === null ? null : Math.max(0, totalRooms - open),
    level: availabilityLevel(open, totalRooms),
    stopSell,
    isActive,
  };
}

/**
 * Rooms left per day for one type: live from Little Hotelier; while it is unreachable, from the
 * last stored inventory snapshot; with neither, the original's "connection unavailable" wording.
 */
export async function availabilityCalendar({ prisma, roomRates }: ServiceContext, roomType: RoomType, range: DateRange): Promise<AvailabilityCalendar> {
  const stored = await prisma.inventoryRecord.findMany({
    where: { roomType, date: { gte: toDbDate(range.start), lte: toDbDate(range.end) } },
    select: { date: true, totalInventory: true, availableRooms: true, stopSell: true, isActive: true, syncedAt: true },
    orderBy: { date: "asc" },
  });
  const records = new Map(stored.map((record) => [fromDbDate(record.date), record]));
  const defaultTotal = bookableRoomCount(roomType);
  try {
    const snapshot = await roomRates.littleHotelier.get(lookupRangeFor(range));
    const plans = offersByRoomType(snapshot.rooms, roomRates.matchRoomType).get(roomType) ?? [];
    const days = daysOf(range).map((date) => {
      const record = records.get(date);
      const night = nightAvailability(plans, date);
      return calendarDay(date, record?.totalInventory ?? defaultTotal, night.availableRooms, night.stopSell, record?.isActive ?? true);
    });
    return { roomType, startDate: range.start, endDate: range.end, source: "little_hotelier", asOf: new Date(snapshot.fetchedAt).toISOString(), stale: snapshot.stale, days };
  } catch (error) {
    if (!(error instanceof LittleHotelierUnavailableError) || stored.length === 0) throw error;
    const syncedAt = Math.min(...stored.map((record) => record.syncedAt?.getTime() ?? roomRates.now()));
    const days = daysOf(range).map((date) => {
      const record = records.get(date);
      return record
        ? calendarDay(date, record.totalInventory, record.availableRooms, record.stopSell, record.isActive)
        : calendarDay(date, defaultTotal, null, false, true);
    });
    return { roomType, startDate: range.start, endDate: range.end, source: "snapshot", asOf: new Date(syncedAt).toISOString(), stale: true, days };
  }
}

function refusalMessage(reason: StayRefusal, minStay?: number, maxStay?: number): string {
  switch (reason) {
    case "min_stay":
      return `A minimum stay of ${minStay ?? 2} nights applies from this check-in date.`;
    case "max_stay":
      return `A maximum stay of ${maxStay ?? 1} ${maxStay === 1 ? "night" : "nights"} applies from this check-in date.`;
    case "closed_to_arrival":
      return "Arrivals are not possible on this check-in date. Please choose another day.";
    case "closed_to_departure":
      return "Departures are not possible on this check-out date. Please choose another day.";
    default:
      return ERROR_MESSAGES.UNAVAILABLE;
  }
}

/** POST /api/bookings/check-availability: ADR 004, answered from Little Hotelier's rates. */
export async function checkStayAvailability({ roomRates }: ServiceContext, stay: StayQuery): Promise<StayAvailability> {
  // The check-out day is fetched too: its close-to-departure flag matters.
  const snapshot = await roomRates.littleHotelier.get(lookupRangeFor({ start: stay.checkIn, end: addDays(stay.checkIn, stay.nights) }));
  const plans = offersByRoomType(snapshot.rooms, roomRates.matchRoomType).get(stay.roomType) ?? [];
  const result = evaluateStay(plans, stay.checkIn, stay.nights);
  const base: Pick<StayAvailability, "roomType" | "checkIn" | "checkOut" | "nights" | "adults" | "children" | "currency"> = { roomType: stay.roomType, checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights, adults: stay.adults, children: stay.children, currency: ROOM_CURRENCY };
  if (!result.available) {
    return { ...base, available: false, roomsAvailable: 0, ratePlan: null, totalPrice: null, reason: result.reason, message: refusalMessage(result.reason, result.minStay, result.maxStay) };
  }
  return {
    ...base,
    available: true,
    roomsAvailable: result.roomsAvailable,
    ratePlan: { id: result.plan.planId, name: result.plan.planName },
    totalPrice: result.totalPence / 100,
    reason: null,
    message: null,
  };
}
