import type { CheckoutStart } from "../../../shared/addons/addon-answers.ts";
import type { AddonBooking } from "../../../shared/addons/addon-booking.ts";
import { checkoutCancelUrl, checkoutSuccessUrl, PET_ADDON_PRODUCT_NAME } from "./addon-payment-paths.ts";
import { priceAddonBooking } from "./addon-price.ts";
import { requirePayments } from "./require-payments.ts";
import { askStripeForPending, storePendingBooking } from "./store-pending-booking.ts";
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
  const { answer: session, forGuest: checkoutUrl } = await askStripeForPending(
    ctx,
    pending.id,
    "checkout session",
    () =>
      payments.createCheckoutSession(
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
      ),
    (answer) => (answer.amount_total === price.totalAmountPence ? answer.url : null),
  );
  await ctx.prisma.addonBooking.update({ where: { id: pending.id }, data: { stripeCheckoutSessionId: session.id }, select: { id: true } });
  ctx.log.info({ addonBookingId: pending.id, reference: pending.reference, stripeSessionId: session.id }, "add-on checkout started");
  return { checkoutUrl, sessionId: session.id, reference: pending.reference };
}
