import type { RoomType } from "../../../shared/rooms/room-types.ts";
import type { StayRefusal } from "../../../shared/rooms/stay-availability.ts";
import { addDays } from "../../../shared/dates.ts";
import type { LhRatePlanDate, LhRoom } from "../../integrations/little-hotelier.ts";
import type { RoomTypeMatcher } from "./room-type-mapping.ts";

/** One Little Hotelier rate plan that sells one of our room types, its days by date. */
export interface RatePlanOffer {
  roomName: string;
  planId: string;
  planName: string;
  byDate: ReadonlyMap<string, LhRatePlanDate>;
}

export type OffersByRoomType = ReadonlyMap<RoomType, readonly RatePlanOffer[]>;

const grouped = new WeakMap<readonly LhRoom[], { match: RoomTypeMatcher; offers: OffersByRoomType }>();

/**
 * The rate plans of each of our room types. A Little Hotelier room whose name maps to a type
 * brings all its plans; otherwise each plan's own name is tried (some properties publish one
 * entry with a plan per room). Grouping is remembered per cached answer.
 */
export function offersByRoomType(rooms: readonly LhRoom[], match: RoomTypeMatcher): OffersByRoomType {
  const known = grouped.get(rooms);
  if (known && known.match === match) return known.offers;
  const offers = new Map<RoomType, RatePlanOffer[]>();
  for (const room of rooms) {
    const roomType = match(room.name);
    for (const plan of room.ratePlans) {
      const type = roomType ?? match(plan.name);
      if (!type) continue;
      const list = offers.get(type) ?? [];
      list.push({ roomName: room.name, planId: plan.id, planName: plan.name, byDate: new Map(plan.dates.map((day) => [day.date, day])) });
      offers.set(type, list);
    }
  }
  grouped.set(rooms, { match, offers });
  return offers;
}

function sellable(day: LhRatePlanDate): boolean {
  return day.available > 0 && !day.stop_online_sell && day.rate > 0;
}

function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/**
 * Little Hotelier's price for a night: the lowest rate among plans that still sell it, else the
 * lowest rate published at all (a sold-out night still has a price to show).
 */
export function lowestRatePence(plans: readonly RatePlanOffer[], date: string): number | undefined {
  let open: number | undefined;
  let any: number | undefined;
  for (const plan of plans) {
    const day = plan.byDate.get(date);
    if (!day || day.rate <= 0) continue;
    const pence = toPence(day.rate);
    any = any === undefined ? pence : Math.min(any, pence);
    if (sellable(day)) open = open === undefined ? pence : Math.min(open, pence);
  }
  return open ?? any;
}

export interface NightAvailability {
  /** Rooms left that night (plans share the room type's rooms, so the largest figure counts); null when no plan mentions the day. */
  availableRooms: number | null;
  stopSell: boolean;
}

export function nightAvailability(plans: readonly RatePlanOffer[], date: string): NightAvailability {
  let availableRooms: number | null = null;
  let openPlans = 0;
  let mentioned = 0;
  for (const plan of plans) {
    const day = plan.byDate.get(date);
    if (!day) continue;
    mentioned += 1;
    availableRooms = Math.max(availableRooms ?? 0, day.available);
    if (!day.stop_online_sell) openPlans += 1;
  }
  return { availableRooms, stopSell: mentioned > 0 && openPlans === 0 };
}


export type StayEvaluation =
  | { available: true; plan: RatePlanOffer; totalPence: number; nightlyPence: number[]; roomsAvailable: number }
  | { available: false; reason: StayRefusal; minStay?: number; maxStay?: number };

// The most telling refusal when no plan sells the stay: a restriction the guest can act on first.
const REFUSAL_ORDER: readonly StayRefusal[] = ["min_stay", "max_stay", "closed_to_arrival", "closed_to_departure", "sold_out", "no_rates"];

function evaluatePlan(plan: RatePlanOffer, checkIn: string, nights: number): StayEvaluation {
  const nightly: number[] = [];
  let roomsAvailable = Number.POSITIVE_INFINITY;
  for (let night = 0; night < nights; night += 1) {
    const day = plan.byDate.get(addDays(checkIn, night));
    if (!day) return { available: false, reason: "no_rates" };
    if (!sellable(day)) return { available: false, reason: "sold_out" };
    nightly.push(toPence(day.rate));
    roomsAvailable = Math.min(roomsAvailable, day.available);
  }
  const arrival = plan.byDate.get(checkIn);
  if (arrival?.close_to_arrival) return { available: false, reason: "closed_to_arrival" };
  if (arrival?.min_stay && nights < arrival.min_stay) return { available: false, reason: "min_stay", minStay: arrival.min_stay };
  if (arrival?.max_stay && nights > arrival.max_stay) return { available: false, reason: "max_stay", maxStay: arrival.max_stay };
  if (plan.byDate.get(addDays(checkIn, nights))?.close_to_departure) return { available: false, reason: "closed_to_departure" };
  return { available: true, plan, nightlyPence: nightly, totalPence: nightly.reduce((sum, pence) => sum + pence, 0), roomsAvailable };
}

/** Whether any plan sells the whole stay under its restrictions; the cheapest such plan wins. */
export function evaluateStay(plans: readonly RatePlanOffer[], checkIn: string, nights: number): StayEvaluation {
  const results = plans.map((plan) => evaluatePlan(plan, checkIn, nights));
  let best: StayEvaluation | undefined;
  for (const result of results) {
    if (!result.available) continue;
    if (!best || !best.available || result.totalPence < best.totalPence) best = result;
  }
  if (best) return best;
  const refusals = results.filter((result): result is Extract<StayEvaluation, { available: false }> => !result.available);
  refusals.sort((a, b) => REFUSAL_ORDER.indexOf(a.reason) - REFUSAL_ORDER.indexOf(b.reason));
  return refusals[0] ?? { available: false, reason: "no_rates" };
}
