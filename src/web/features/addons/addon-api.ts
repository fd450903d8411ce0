import type { AddonBookingSuccessView } from "../../../shared/addons/addon-booking-view.ts";
import type { AddonPayload } from "./addon-form-values.ts";

// The add-on calls of the server's tRPC router (`addons`). The client is imported on first use,
// so the page's first load carries no API code.
const client = () => import("../../lib/trpc.ts").then((module) => module.trpcClient);

export interface CheckoutStarted {
  /** Card: the hosted checkout page. Wallet: this site's success page for the paid intent. */
  checkoutUrl: string;
  sessionId: string;
  reference: string;
}

export async function createCheckoutSession(payload: AddonPayload): Promise<CheckoutStarted> {
  return (await client()).addons.createCheckoutSession.mutate(payload);
}

export interface WalletIntent {
  clientSecret: string;
  paymentIntentId: string;
  reference: string;
}

export async function createPaymentIntent(payload: AddonPayload): Promise<WalletIntent> {
  return (await client()).addons.createPaymentIntent.mutate(payload);
}

export async function bookingBySession(sessionId: string): Promise<AddonBookingSuccessView> {
  return (await client()).addons.bookingBySession.query({ sessionId });
}
