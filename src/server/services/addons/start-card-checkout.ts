import type { CheckoutStart } from "../../../shared/addons/addon-answers.ts";
import type { AddonBooking } from "../../../shared/addons/addon-booking.ts";
import { checkoutCancelUrl, checkoutSuccessUrl, PET_ADDON_PRODUCT_NAME } from "./addon-payment-paths.ts";
import { priceAddonBooking } from "./addon-price.ts";
import { requirePayments } from "./require-payments.ts";
import { paymentAppError, paymentError } from "./payment-app-error.ts";
import { discardPendingBooking, storePendingBooking } from "./store-pending-booking.ts";
import type { ServiceContext } from "../core/service-context.ts";

/**
 * The card path: stores the booking as pending, then asks Stripe for a hosted Checkout Session for
 * the server's price (pets x nights x £10) with the booking's reference in its metadata. The
 * idempotency key is the booking's id, so the SDK's retries never make a second session.
 * `receiptTokenHash` is the hash of the paying browser's receipt cookie (addon-receipt.ts).
 */
export async function startCardCheckout(ctx: ServiceContext, booking: AddonBooking, receiptTokenHash: string): Promise<CheckoutStart> {
  const payments = requirePayments(ctx);
  const price = priceAddonBooking(booking);
  const pending = await storePendingBooking(ctx, booking, price, { method: "card", receiptTokenHash });
  const metadata = { reference: pending.reference, addonBookingId: pending.id };
  let session;
  try {
    session = await payments.createCheckoutSession(
      {
        mode: "payment",
        line_items: [
          {
            quantity: price.quantity,
            price_data: {
              currency: price.currency,
              unit_amount: price.unitAmountPence,
              product_data: {
                name: PET_ADDON_PRODUCT_NAME,
                description: `${booking.petAddon.numberOfPets} × pet, ${booking.numberOfNights} × night, £10 per pet per night`,
              },
            },
          },
        ],
        customer_email: booking.guestEmail,
        client_reference_id: pending.reference,
        metadata,
        payment_intent_data: { metadata, description: `${PET_ADDON_PRODUCT_NAME} ${pending.reference}` },
        success_url: checkoutSuccessUrl(ctx.config.PUBLIC_URL),
        cancel_url: checkoutCancelUrl(ctx.config.PUBLIC_URL),
      },
      `addon-checkout-${pending.id}`,
    );
  } catch (error) {
    await discardPendingBooking(ctx, pending.id);
    throw paymentAppError(error, ctx.log, "create checkout session");
  }
  if (!session.url || session.amount_total !== price.totalAmountPence) {
    await discardPendingBooking(ctx, pending.id);
    ctx.log.error({ addonBookingId: pending.id, stripeSessionId: session.id }, "Stripe answered a checkout session without a URL or for another amount");
    throw paymentError("PAYMENT_UNEXPECTED_STATE", "SERVICE_UNAVAILABLE", { reported: true });
  }
  await ctx.prisma.addonBooking.update({ where: { id: pending.id }, data: { stripeCheckoutSessionId: session.id }, select: { id: true } });
  ctx.log.info({ addonBookingId: pending.id, reference: pending.reference, stripeSessionId: session.id }, "add-on checkout started");
  return { checkoutUrl: session.url, sessionId: session.id, reference: pending.reference };
}
