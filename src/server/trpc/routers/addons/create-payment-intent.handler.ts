import type { AddonBooking } from "../../../../shared/addons/addon-booking.ts";
import { newAddonReceiptToken } from "../../../services/addons/addon-receipt.ts";
import type { WalletPaymentStart } from "../../../../shared/addons/addon-answers.ts";
import { startWalletPayment } from "../../../services/addons/start-wallet-payment.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/**
 * POST /api/addon-bookings/create-payment-intent: the wallet path's PaymentIntent for a pending
 * booking, and the receipt cookie of the browser that pays (ADR 036).
 */
export async function createPaymentIntent({ ctx, input }: { ctx: Context; input: AddonBooking }): Promise<WalletPaymentStart> {
  const receipt = newAddonReceiptToken();
  const started = await startWalletPayment(serviceContextOf(ctx), input, receipt.hash);
  ctx.addonReceipt.set(receipt.token);
  return started;
}
