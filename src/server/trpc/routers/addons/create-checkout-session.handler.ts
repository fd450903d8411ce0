import type { AddonBooking } from "../../../../shared/addons/addon-booking.ts";
import { type CheckoutStart, startCardCheckout } from "../../../services/addons/start-card-checkout.ts";
import { submitWalletBooking } from "../../../services/addons/submit-wallet-booking.ts";
import type { Context } from "../../context.ts";

/**
 * POST /api/addon-bookings/create-session (and /api/checkout/create-session): the card path makes
 * a hosted Checkout Session; a payload with `paymentIntentId` is the wallet path's submission.
 */
export async function createCheckoutSession({ ctx, input }: { ctx: Context; input: AddonBooking }): Promise<CheckoutStart> {
  const { paymentIntentId } = input;
  return paymentIntentId ? submitWalletBooking(ctx, { ...input, paymentIntentId }) : startCardCheckout(ctx, input);
}
