import type { PaymentIntent, StripeError } from "@stripe/stripe-js";
import { describe, expect, it, vi } from "vitest";
import { AddonCallRefusal } from "../../../../src/web/features/addons/addon-api.ts";
import type { AddonPayload } from "../../../../src/web/features/addons/addon-form-values.ts";
import { payByWallet, type WalletPaymentSteps } from "../../../../src/web/features/addons/wallet-payment.ts";

const payload: AddonPayload = {
  bookingConfirmationId: "ABC-123",
  guestName: "Ada Lovelace",
  guestEmail: "ada@example.com",
  guestPhone: "01632 960123",
  checkInDate: "2030-05-01",
  checkOutDate: "2030-05-03",
  numberOfNights: 2,
  petAddon: { enabled: true, numberOfPets: 1, petDetails: [{ name: "Rex", type: "Dog" }], subtotal: 20 },
  totalAmount: 20,
  marketingConsent: false,
};

const intent = { clientSecret: "pi_1_secret_x", paymentIntentId: "pi_1", reference: "PET-7K3M9Q" };
const paid = (status: PaymentIntent.Status, lastErrorCode?: string) =>
  ({ paymentIntent: { id: "pi_1", status, last_payment_error: lastErrorCode ? { code: lastErrorCode } : null } as unknown as PaymentIntent }) as const;
const stripeError = (type: StripeError["type"], message = "Stripe's words"): { error: StripeError } => ({ error: { type, message } });

function steps(overrides: Partial<WalletPaymentSteps> = {}) {
  return {
    submit: vi.fn<WalletPaymentSteps["submit"]>(() => Promise.resolve({})),
    createPaymentIntent: vi.fn<WalletPaymentSteps["createPaymentIntent"]>(() => Promise.resolve(intent)),
    confirm: vi.fn<WalletPaymentSteps["confirm"]>(() => Promise.resolve(paid("succeeded"))),
    createCheckoutSession: vi.fn<WalletPaymentSteps["createCheckoutSession"]>(() =>
      Promise.resolve({ checkoutUrl: "/book-addons/success?session_id=pi_1", sessionId: "pi_1", reference: "PET-7K3M9Q" }),
    ),
    ...overrides,
  };
}

describe("a wallet payment", () => {
  it("confirms the intent, then submits the booking with its id and goes to the address the server gives", async () => {
    const calls = steps();
    expect(await payByWallet(payload, calls)).toEqual({ ok: true, checkoutUrl: "/book-addons/success?session_id=pi_1" });
    expect(calls.createPaymentIntent).toHaveBeenCalledWith(payload);
    expect(calls.confirm).toHaveBeenCalledWith(intent);
    expect(calls.createCheckoutSession).toHaveBeenCalledWith({ ...payload, paymentIntentId: "pi_1" });
  });

  it("shows a card error's own message and books nothing", async () => {
    const calls = steps({ confirm: () => Promise.resolve(stripeError("card_error", "Your card has insufficient funds.")) });
    expect(await payByWallet(payload, calls)).toEqual({ ok: false, failure: { message: "Your card has insufficient funds." } });
    expect(calls.createCheckoutSession).not.toHaveBeenCalled();
  });

  it.each([
    ["rate_limit_error", "Too many requests. Please wait a moment and try again."],
    ["api_connection_error", "Unable to connect to payment service. Please check your internet connection."],
    ["api_error", "Payment service error. Please try again later."],
    ["authentication_error", "Payment authentication error. Please try again."],
    ["invalid_request_error", "Invalid payment request. Please check your details."],
    ["idempotency_error", "An unexpected payment error occurred. Please try again."],
  ] as const)("maps Stripe's %s to its catalogue message", async (type, message) => {
    expect(await payByWallet(payload, steps({ confirm: () => Promise.resolve(stripeError(type)) }))).toEqual({ ok: false, failure: { message } });
  });

  it.each([
    ["requires_action", undefined, "Payment authentication failed. Please try again."],
    ["requires_payment_method", "payment_intent_authentication_failure", "Payment authentication failed. Please try again."],
    ["requires_payment_method", "card_declined", "Payment failed. Please check your payment details and try again."],
    ["requires_capture", undefined, "Payment is in an unexpected state. Please contact support."],
  ] as const)("reads an intent left %s (%s) as '%s'", async (status, code, message) => {
    const calls = steps({ confirm: () => Promise.resolve(paid(status, code)) });
    expect(await payByWallet(payload, calls)).toEqual({ ok: false, failure: { message } });
    expect(calls.createCheckoutSession).not.toHaveBeenCalled();
  });

  it("stops at the sheet's own validation error", async () => {
    const calls = steps({ submit: () => Promise.resolve(stripeError("validation_error", "Your postal code is incomplete.")) });
    expect(await payByWallet(payload, calls)).toEqual({ ok: false, failure: { message: "Your postal code is incomplete." } });
    expect(calls.createPaymentIntent).not.toHaveBeenCalled();
  });

  it("says 'Failed to process booking. Please try again.' when the intent cannot be made, and the server's code when it gives one", async () => {
    expect(await payByWallet(payload, steps({ createPaymentIntent: () => Promise.reject(new AddonCallRefusal("", { unsent: false })) }))).toEqual({
      ok: false,
      failure: { message: "Failed to process booking. Please try again." },
    });
    const limited = new AddonCallRefusal("x", { reason: "PAYMENT_RATE_LIMITED", unsent: false });
    expect(await payByWallet(payload, steps({ createPaymentIntent: () => Promise.reject(limited) }))).toEqual({
      ok: false,
      failure: { message: "Too many requests. Please wait a moment and try again." },
    });
  });

  it("says 'Failed to create booking' when the paid booking cannot be submitted without a reason", async () => {
    const outcome = await payByWallet(payload, steps({ createCheckoutSession: () => Promise.reject(new AddonCallRefusal("", { unsent: false })) }));
    expect(outcome).toEqual({ ok: false, failure: { message: "Failed to create booking" } });
  });
});
