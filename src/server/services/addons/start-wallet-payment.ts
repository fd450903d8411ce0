import type { WalletPaymentStart } from "../../../shared/addons/addon-answers.ts";
import type { AddonBooking } from "../../../shared/addons/addon-booking.ts";
import { PET_ADDON_PRODUCT_NAME } from "./addon-payment-paths.ts";
import { priceAddonBooking } from "./addon-price.ts";
import { requirePayments } from "./require-payments.ts";
import { askStripeForPending, storePendingBooking } from "./store-pending-booking.ts";
import type { ServiceContext } from "../core/service-context.ts";

/**
 * The wallet path (Express Checkout Element, ADR 019): stores the booking as pending and
 * makes a PaymentIntent for the server's price; the browser confirms it with the client secret.
 * `receiptTokenHash` is the hash of the paying browser's receipt cookie (addon-receipt.ts).
 */
export async function startWalletPayment(ctx: ServiceContext, booking: AddonBooking, receiptTokenHash: string): Promise<WalletPaymentStart> {
  const payments = requirePayments(ctx);
  const price = priceAddonBooking(booking);
  const pending = await storePendingBooking(ctx, booking, price, { method: "wallet", receiptTokenHash });
  const { answer: intent, forGuest: clientSecret } = await askStripeForPending(
    ctx,
    pending.id,
    "payment intent",
    () =>
      payments.createPaymentIntent(
        {
          amount: price.totalAmountPence,
          currency: price.currency,
          automatic_payment_methods: { enabled: true },
          description: `${PET_ADDON_PRODUCT_NAME} ${pending.reference}`,
          metadata: { reference: pending.reference, addonBookingId: pending.id },
        },
        `addon-intent-${pending.id}`,
      ),
    (answer) => (answer.amount === price.totalAmountPence ? answer.client_secret : null),
  );
  await ctx.prisma.addonBooking.update({ where: { id: pending.id }, data: { stripePaymentIntentId: intent.id }, select: { id: true } });
  ctx.log.info({ addonBookingId: pending.id, reference: pending.reference, stripePaymentIntentId: intent.id }, "add-on wallet payment started");
  return { clientSecret, paymentIntentId: intent.id, reference: pending.reference };
}
