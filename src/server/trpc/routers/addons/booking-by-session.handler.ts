import type { AddonBookingSuccessView } from "../../../../shared/addons/addon-booking-view.ts";
import { addonBookingBySession } from "../../../services/addons/addon-booking-by-session.ts";
import { addressBucket } from "../../../services/core/address-bucket.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/**
 * GET /api/addon-bookings/session/:sessionId (and /api/bookings/session/:sessionId): the success
 * page's booking, personal fields for the paying browser only (ADR 036). Each call, found or not,
 * counts against the client's budget of booking lookups before anything is read.
 */
export async function bookingBySession({ ctx, input }: { ctx: Context; input: { sessionId: string } }): Promise<AddonBookingSuccessView> {
  await ctx.rateLimiter.consume(ctx.rateLimitTiers.bookingLookup, addressBucket(ctx.clientKey));
  return addonBookingBySession(serviceContextOf(ctx), input.sessionId, ctx.addonReceipt.token);
}
