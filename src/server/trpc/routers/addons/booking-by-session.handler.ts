import type { AddonBookingGuestView } from "../../../../shared/addons/addon-booking-view.ts";
import { addonBookingBySession } from "../../../services/addons/addon-booking-by-session.ts";
import type { Context } from "../../context.ts";

/** GET /api/addon-bookings/session/:sessionId (and /api/bookings/session/:sessionId): the success page's booking. */
export async function bookingBySession({ ctx, input }: { ctx: Context; input: { sessionId: string } }): Promise<AddonBookingGuestView> {
  return addonBookingBySession(ctx, input.sessionId);
}
