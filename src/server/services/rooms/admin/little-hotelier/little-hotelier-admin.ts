import type { LittleHotelierRatesQuery } from "../../../../../shared/rooms/availability-requests.ts";
import type { PublishedRates } from "../../../../../shared/rooms/published-rates.ts";
import type { ServiceContext, StaffActor } from "../../../core/service-context.ts";
import { lookupRangeFor } from "../../calendar-days.ts";
import { inStaffWording } from "../../staff-wording.ts";

/** GET /api/lh/rates: Little Hotelier's published rates for the days, checked, with our room type per plan. */
export async function publishedRates({ roomRates }: ServiceContext<StaffActor>, input: LittleHotelierRatesQuery): Promise<PublishedRates> {
  const { littleHotelier, matchRoomType } = roomRates;
  // Whole months are fetched (and cached); the answer keeps only the days asked for.
  const snapshot = await inStaffWording(() => littleHotelier.get(lookupRangeFor({ start: input.start_date, end: input.end_date })));
  const asked = (day: { date: string }) => day.date >= input.start_date && day.date <= input.end_date;
  return {
    startDate: input.start_date,
    endDate: input.end_date,
    fetchedAt: new Date(snapshot.fetchedAt).toISOString(),
    stale: snapshot.stale,
    rooms: snapshot.rooms.map((room) => ({
      name: room.name,
      ratePlans: room.ratePlans.map((plan) => ({
        id: plan.id,
        name: plan.name,
        roomType: matchRoomType(room.name) ?? matchRoomType(plan.name) ?? null,
        dates: plan.dates.filter(asked).map((day) => ({
          date: day.date,
          rate: day.rate,
          available: day.available,
          minStay: day.min_stay,
          maxStay: day.max_stay,
          stopOnlineSell: day.stop_online_sell,
          closeToArrival: day.close_to_arrival,
          closeToDeparture: day.close_to_departure,
        })),
      })),
    })),
  };
}
