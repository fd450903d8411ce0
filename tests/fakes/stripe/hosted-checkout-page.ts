import type { FakeCheckoutSession } from "./stripe-objects.ts";

/** The card numbers of Stripe's test mode the fake knows (https://docs.stripe.com/testing). */
export const TEST_CARDS = {
  visa: "4242424242424242",
  /** Declined with `card_declined` / `generic_decline`. */
  declined: "4000000000000002",
  /** Declined with `insufficient_funds`. */
  insufficientFunds: "4000000000009995",
} as const;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

function pounds(pence: number, currency: string): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: currency.toUpperCase() }).format(pence / 100);
}

/**
 * The fake's stand-in for Stripe's hosted Checkout page at the session's `url`: the amount, a card
 * number (a test card) and Pay; a declined card shows Stripe's message and stays on the page,
 * "Back" returns to `cancel_url`.
 */
export function hostedCheckoutPage(session: FakeCheckoutSession, productName: string, error?: string): string {
  const amount = pounds(session.amount_total, session.currency);
  const back = session.cancel_url ? `<a href="${escape(session.cancel_url)}">Back</a>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Checkout (test mode)</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label,input,button{display:block;width:100%;box-sizing:border-box;font-size:1rem}input{padding:.6rem;margin:.3rem 0 1rem}
button{padding:.7rem;background:#0b5cff;color:#fff;border:0;border-radius:6px}[role=alert]{color:#a4001d;margin:1rem 0}</style></head>
<body>
${back}
<p>TEST MODE</p>
<h1>${escape(productName)}</h1>
<p id="amount">${amount}</p>
${error ? `<p role="alert">${escape(error)}</p>` : ""}
<form method="post">
<label for="email">Email</label><input id="email" name="email" type="email" value="${escape(session.customer_email ?? "")}" autocomplete="email">
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" value="4242 4242 4242 4242" autocomplete="cc-number">
<button type="submit">Pay ${amount}</button>
</form>
</body></html>`;
}
