import type { AddonBooking } from "../../../../shared/addons/addon-booking.ts";
import { newAddonReceiptToken } from "../../../services/addons/addon-receipt.ts";
import type { CheckoutStart } from "../../../../shared/addons/addon-answers.ts";
import { startCardCheckout } from "../../../services/addons/start-card-checkout.ts";
import { submitWalletBooking } from "../../../services/addons/submit-wallet-booking.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/**
 * POST /api/addon-bookings/create-session (and /api/checkout/create-session): the card path makes
 * a hosted Checkout Session, and the browser gets the receipt cookie that later shows it the
 * guest's details on the success page (ADR 036); a payload with `paymentIntentId` is the wallet
 * path's submission (its cookie came with the PaymentIntent).
 */
export async function createCheckoutSession({ ctx, input }: { ctx: Context; input: AddonBooking }): Promise<CheckoutStart> {
  const { paymentIntentId } = input;
  if (paymentIntentId) return submitWalletBooking(serviceContextOf(ctx), { ...input, paymentIntentId });
  const receipt = newAddonReceiptToken();
  const started = await startCardCheckout(serviceContextOf(ctx), input, receipt.hash);
  ctx.addonReceipt.set(receipt.token);
  return started;
}
