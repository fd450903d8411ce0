import type { Stripe, StripeElements, StripeExpressCheckoutElement } from "@stripe/stripe-js";

/** Stripe.js did not arrive: its host is blocked (an ad blocker, a firewall) or unreachable. */
class StripeBlockedError extends Error {
  override name = "StripeBlockedError";
}

// A blocked script usually fails at once; an unreachable host can hang far longer than a guest waits.
const LOAD_TIMEOUT_MS = 12_000;

/**
 * Loads Stripe.js from Stripe's own host, as Stripe requires, only when the payment step opens
 * (ADR 019): `@stripe/stripe-js` is imported here, so it is never in the page's first load.
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const { loadStripe } = await import("@stripe/stripe-js");
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StripeBlockedError("Stripe.js took too long to load")), LOAD_TIMEOUT_MS);
    });
    const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
    if (!stripe) throw new StripeBlockedError("Stripe.js is not available here");
    return stripe;
  } catch (error) {
    throw error instanceof StripeBlockedError ? error : new StripeBlockedError("Stripe.js could not load", { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

export interface WalletButtons {
  elements: StripeElements;
  element: StripeExpressCheckoutElement;
}

/**
 * Stripe's Express Checkout Element with Apple Pay and Google Pay only, each shown only where the
 * device can pay ("auto"); Link, PayPal and the rest stay off (wallets and a card button, ADR 021).
 */
export function mountWalletButtons(stripe: Stripe, container: HTMLElement, amountPence: number): WalletButtons {
  const elements = stripe.elements({ mode: "payment", amount: amountPence, currency: "gbp" });
  const element = elements.create("expressCheckout", {
    paymentMethods: { applePay: "auto", googlePay: "auto", link: "never", paypal: "never", amazonPay: "never", klarna: "never" },
    buttonHeight: 48,
  });
  element.mount(container);
  return { elements, element };
}
