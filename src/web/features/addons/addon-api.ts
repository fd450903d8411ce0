import type { AddonBookingSuccessView } from "../../../shared/addons/addon-booking-view.ts";
import { getJson, postJson, type ApiResult } from "../../lib/api-answer.ts";
import type { AddonPayload } from "./addon-form-values.ts";

// The add-on calls, on their documented /api paths with the shared plain-fetch reader, as every
// public form's are (ADR 085): the page carries no API client.

/** A refused or unsent add-on call: what the server said (its text, code and field messages), or that nothing reached it. */
export class AddonCallRefusal extends Error {
  override name = "AddonCallRefusal";
  constructor(
    message: string,
    readonly refusal: { reason?: string; fieldErrors?: Record<string, string>; unsent: boolean },
  ) {
    super(message);
  }
}

function answerOf<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  if ("networkError" in result) throw new AddonCallRefusal("", { unsent: true });
  throw new AddonCallRefusal(result.error ?? "", { reason: result.reason, fieldErrors: result.fieldErrors, unsent: false });
}

export interface CheckoutStarted {
  /** Card: the hosted checkout page. Wallet: this site's success page for the paid intent. */
  checkoutUrl: string;
  sessionId: string;
  reference: string;
}

export async function createCheckoutSession(payload: AddonPayload): Promise<CheckoutStarted> {
  return answerOf(await postJson<CheckoutStarted>("/api/addon-bookings/create-session", payload));
}

export interface WalletIntent {
  clientSecret: string;
  paymentIntentId: string;
  reference: string;
}

export async function createPaymentIntent(payload: AddonPayload): Promise<WalletIntent> {
  return answerOf(await postJson<WalletIntent>("/api/addon-bookings/create-payment-intent", payload));
}

export async function bookingBySession(sessionId: string): Promise<AddonBookingSuccessView> {
  return answerOf(await getJson<AddonBookingSuccessView>(`/api/addon-bookings/session/${encodeURIComponent(sessionId)}`));
}
