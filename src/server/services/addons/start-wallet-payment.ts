import type { WalletPaymentStart } from "../../../shared/addons/addon-answers.ts";
import type { AddonBooking } from "../../../shared/addons/addon-booking.ts";
import { PET_ADDON_PRODUCT_NAME } from "./addon-payment-paths.ts";
import { priceAddonBooking } from "./addon-price.ts";
import { requirePayments } from "./require-payments.ts";
import { paymentAppError, paymentError } from "./payment-app-error.ts";
import { discardPendingBooking, storePendingBooking } from "./store-pending-booking.ts";
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
  let intent;
  try {
    intent = await payments.createPaymentIntent(
      {
        amount: price.totalAmountPence,
        currency: price.currency,
        automatic_payment_methods: { enabled: true },
        description: `${PET_ADDON_PRODUCT_NAME} ${pending.reference}`,
        metadata: { reference: pending.reference, addonBookingId: pending.id },
      },
      `addon-intent-${pending.id}`,
    );
  } catch (error) {
    await discardPendingBooking(ctx, pending.id);
    throw paymentAppError(error, ctx.log, "create payment intent");
  }
  if (!intent.client_secret || intent.amount !== price.totalAmountPence) {
    await discardPendingBooking(ctx, pending.id);
    ctx.log.error({ addonBookingId: pending.id, stripePaymentIntentId: intent.id }, "Stripe answered a payment intent without a client secret or for another amount");
    throw paymentError("PAYMENT_UNEXPECTED_STATE", "SERVICE_UNAVAILABLE", { reported: true });
  }
  await ctx.prisma.addonBooking.update({ where: { id: pending.id }, data: { stripePaymentIntentId: intent.id }, select: { id: true } });
  ctx.log.info({ addonBookingId: pending.id, reference: pending.reference, stripePaymentIntentId: intent.id }, "add-on wallet payment started");
  return { clientSecret: intent.client_secret, paymentIntentId: intent.id, reference: pending.reference };
}
