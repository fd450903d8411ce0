import { ROOM_CURRENCY, STATIC_FROM_PRICES, type RoomType } from "../../../shared/rooms/room-types.ts";
import { addDays, addYears, londonToday } from "../../../shared/dates.ts";
import type { Prisma, PrismaClient } from "../../db/prisma.ts";
import { type DateRange, LittleHotelierUnavailableError } from "../../integrations/little-hotelier.ts";
import { daysOf, fromDbDate, lookupRangeFor, toDbDate } from "./calendar-days.ts";
import { lowestRatePence, offersByRoomType } from "./rate-plan-offers.ts";
import type { CurrentPrice, NightPrice, PriceSource } from "../../../shared/rooms/room-price-answers.ts";
import type { ResolvedPrice } from "./resolved-price-cache.ts";
import type { RoomRatesRuntime } from "./room-rates-runtime.ts";
import type { ServiceContext } from "../core/service-context.ts";

/*
 * A night's price, in order of precedence (ADR 004):
 *   1. the price staff set for that room type and day (room_price.our_price_pence);
 *   2. Little Hotelier's rate that day (the lowest of the type's rate plans still on sale);
 *   3. the static "from" price of the type, which is also what a failing lookup gives.
 */

/** A public page never waits longer than this for Little Hotelier before showing another price. */
const PRICE_LOOKUP_MAX_WAIT_MS = 1_000;
/** A fallback price given while Little Hotelier was failing is re-checked this soon. */
const FALLBACK_TTL_MS = 10_000;

function pounds(pence: number): number {
  return pence / 100;
}

/** Little Hotelier sells from today to a year ahead; other nights are not asked about. */
function sellingWindow(roomRates: RoomRatesRuntime, range: DateRange): DateRange | undefined {
  const today = londonToday(new Date(roomRates.now()));
  const start = range.start < today ? today : range.start;
  const lastDay = addYears(today, 1);
  const end = range.end > lastDay ? lastDay : range.end;
  return start <= end ? { start, end } : undefined;
}

/** Little Hotelier's rate per day of `range` for one type; empty when it cannot be had. */
async function littleHotelierRates(roomRates: RoomRatesRuntime, roomType: RoomType, range: DateRange): Promise<{ byDay: Map<string, number>; failed: boolean }> {
  const byDay = new Map<string, number>();
  const selling = sellingWindow(roomRates, range);
  if (!roomRates.littleHotelier.configured || !selling) return { byDay, failed: false };
  try {
    const snapshot = await roomRates.littleHotelier.get(lookupRangeFor(selling), { maxWaitMs: PRICE_LOOKUP_MAX_WAIT_MS });
    const plans = offersByRoomType(snapshot.rooms, roomRates.matchRoomType).get(roomType) ?? [];
    for (const day of daysOf(selling)) {
      const pence = lowestRatePence(plans, day);
      if (pence !== undefined) byDay.set(day, pence);
    }
    return { byDay, failed: snapshot.stale };
  } catch (error) {
    if (!(error instanceof LittleHotelierUnavailableError)) throw error;
    // The failure is logged by the rates cache; the price falls back to the static one.
    return { byDay, failed: true };
  }
}

async function staffPrices(prisma: PrismaClient, roomType: RoomType, range: DateRange): Promise<Map<string, number>> {
  const rows = await prisma.roomPrice.findMany({
    where: { roomType, date: { gte: toDbDate(range.start), lte: toDbDate(range.end) }, ourPricePence: { not: null } },
    select: { date: true, ourPricePence: true },
  });
  return new Map(rows.flatMap((row) => (row.ourPricePence === null ? [] : [[fromDbDate(row.date), row.ourPricePence] as const])));
}

/** The price of each night from `checkIn`, cached per night for a minute. */
export async function nightlyPrices({ prisma, roomRates }: ServiceContext, roomType: RoomType, checkIn: string, nights: number): Promise<NightPrice[]> {
  const days = Array.from({ length: nights }, (_, index) => addDays(checkIn, index));
  const known = new Map<string, ResolvedPrice>();
  for (const day of days) {
    const cached = roomRates.prices.get(roomType, day);
    if (cached) known.set(day, cached);
  }
  const missing = days.filter((day) => !known.has(day));
  const first = missing[0];
  const last = missing.at(-1);
  if (first !== undefined && last !== undefined) {
    const range = { start: first, end: last };
    const [staff, lh] = await Promise.all([staffPrices(prisma, roomType, range), littleHotelierRates(roomRates, roomType, range)]);
    for (const day of missing) {
      const staffPence = staff.get(day);
      const lhPence = lh.byDay.get(day);
      const price: ResolvedPrice =
        staffPence !== undefined
          ? { pence: staffPence, source: "staff" }
          : lhPence !== undefined
            ? { pence: lhPence, source: "little_hotelier" }
            : { pence: STATIC_FROM_PRICES[roomType] * 100, source: "static" };
      known.set(day, price);
      roomRates.prices.set(roomType, day, price, price.source !== "staff" && lh.failed ? FALLBACK_TTL_MS : undefined);
    }
  }
  return days.map((day) => {
    const price = known.get(day) ?? { pence: STATIC_FROM_PRICES[roomType] * 100, source: "static" as const };
    return { date: day, price: pounds(price.pence), source: price.source };
  });
}

/** The answer of GET /api/prices/current for a night whose price is known (or the static one). */
function currentPriceOf(roomType: RoomType, date: string, night: { price: number; source: PriceSource } | undefined): CurrentPrice {
  return {
    roomType,
    date,
    ourPrice: night?.price ?? STATIC_FROM_PRICES[roomType],
    currency: ROOM_CURRENCY,
    source: night?.source ?? "static",
  };
}

/** The answer for a night from its resolved (cached) price: what currentPrice gives when the cache holds the night. */
export function currentPriceFromCache(price: ResolvedPrice, roomType: RoomType, date: string): CurrentPrice {
  return currentPriceOf(roomType, date, { price: pounds(price.pence), source: price.source });
}

/** GET /api/prices/current: one night's price for one room type. */
export async function currentPrice(deps: ServiceContext, roomType: RoomType, date: string): Promise<CurrentPrice> {
  const cached = deps.roomRates.prices.get(roomType, date);
  if (cached) return currentPriceFromCache(cached, roomType, date);
  return currentPriceOf(roomType, date, (await nightlyPrices(deps, roomType, date, 1))[0]);
}

export interface StaffPriceChange {
  roomType: RoomType;
  date: string;
  /** Pounds; null removes the staff price so Little Hotelier's (or the static one) applies again. */
  ourPrice: number | null;
  /** Pounds per competitor name; when given, replaces the day's competitor prices. */
  competitorPrices?: Readonly<Record<string, number>>;
}

/**
 * Records the staff price (and competitor prices) of a night and drops the cached price at once.
 * The admin price calls go through here so the public price never lags behind on this instance.
 */
export async function setStaffPrice(
  { prisma, roomRates }: ServiceContext,
  change: StaffPriceChange,
  /** More work in the same transaction (the audit record), given the night's room_price id. */
  alsoInTransaction?: (tx: Prisma.TransactionClient, roomPriceId: string) => Promise<void>,
): Promise<void> {
  const ourPricePence = change.ourPrice === null ? null : Math.round(change.ourPrice * 100);
  const competitors = change.competitorPrices ? Object.entries(change.competitorPrices).map(([competitor, price]) => ({ competitor, pricePence: Math.round(price * 100) })) : undefined;
  await prisma.$transaction(async (tx) => {
    const row = await tx.roomPrice.upsert({
      where: { roomType_date: { roomType: change.roomType, date: toDbDate(change.date) } },
      update: { ourPricePence },
      create: { roomType: change.roomType, date: toDbDate(change.date), ourPricePence },
      select: { id: true },
    });
    if (competitors) {
      await tx.competitorPrice.deleteMany({ where: { roomPriceId: row.id } });
      if (competitors.length) await tx.competitorPrice.createMany({ data: competitors.map((entry) => ({ ...entry, roomPriceId: row.id })) });
    }
    await alsoInTransaction?.(tx, row.id);
  });
  roomRates.prices.invalidate(change.roomType, change.date);
}
