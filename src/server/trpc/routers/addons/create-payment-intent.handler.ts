import type { AddonBooking } from "../../../../shared/addons/addon-booking.ts";
import { startWalletPayment, type WalletPaymentStart } from "../../../services/addons/start-wallet-payment.ts";
import type { Context } from "../../context.ts";

/** POST /api/addon-bookings/create-payment-intent: the wallet path's PaymentIntent for a pending booking. */
export async function createPaymentIntent({ ctx, input }: { ctx: Context; input: AddonBooking }): Promise<WalletPaymentStart> {
  return startWalletPayment(ctx, input);
}
