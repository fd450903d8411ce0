import type { RoomStay } from "../../../../../shared/rooms/room-stay.ts";
import type { StayAvailability } from "../../../../../shared/rooms/stay-availability.ts";
import { checkStayAvailability } from "../../../../services/rooms/availability.ts";
import type { Context } from "../../../context.ts";

/** POST /api/bookings/check-availability: can this stay be booked, and at what price (ADR 004). */
export function checkAvailabilityHandler({ ctx, input }: { ctx: Context; input: RoomStay }): Promise<StayAvailability> {
  return checkStayAvailability(ctx, input);
}
