/** Where Stripe sends the guest back: the success page reads the booking by the session's id. */
export function checkoutSuccessUrl(publicUrl: string): string {
  return `${publicUrl}/book-addons/success?session_id={CHECKOUT_SESSION_ID}`;
}

/** "Back" on Stripe's page returns to the form, which restores what the guest typed (ADR 082). */
export function checkoutCancelUrl(publicUrl: string): string {
  return `${publicUrl}/book-addons?checkout=cancelled`;
}

/** The success page of a wallet payment: the PaymentIntent's id stands in for a session id. */
export function walletSuccessPath(paymentIntentId: string): string {
  return `/book-addons/success?session_id=${encodeURIComponent(paymentIntentId)}`;
}

export const PET_ADDON_PRODUCT_NAME = "Pet accommodation add-on";
