import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// Who may see a guest's details on the success page (ADR 036). The Stripe id in
// the page's address is not a secret worth a guest's name, e-mail, phone and pets: it sits in the
// browser's history, in screenshots and in anything that logs addresses. So the lookup shows the
// personal fields only to the browser that started the payment, by a random value in an HttpOnly
// cookie whose hash is kept with the booking, and only for a short while after payment. Anyone
// else, and that browser later on, sees the booking's status and reference only.

/** How long the receipt cookie lives: as long as a Stripe Checkout Session may stay open (24 hours). */
export const ADDON_RECEIPT_LIFETIME_MS = 24 * 60 * 60_000;

/** How long after payment the paying browser still sees the details (they are in the confirmation e-mail for good). */
export const ADDON_RECEIPT_DETAILS_WINDOW_MS = 60 * 60_000;

export interface AddonReceiptToken {
  /** The cookie's value: 32 random bytes, base64url. Never stored. */
  token: string;
  /** What the booking keeps. */
  hash: string;
}

function addonReceiptTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newAddonReceiptToken(): AddonReceiptToken {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: addonReceiptTokenHash(token) };
}

export interface ReceiptFacts {
  receiptTokenHash: string | null;
  paidAt: Date | null;
  createdAt: Date;
  anonymisedAt: Date | null;
}

function sameHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(presented, "hex");
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/**
 * True when the caller may see the guest's personal fields: it holds the booking's receipt cookie,
 * and the payment is at most an hour old (or, not paid yet, the checkout is still within the
 * cookie's life). An anonymised booking has none to show.
 */
export function showsGuestDetails(booking: ReceiptFacts, presentedToken: string | undefined, now: Date): boolean {
  if (!presentedToken || !booking.receiptTokenHash || booking.anonymisedAt) return false;
  if (!sameHash(booking.receiptTokenHash, addonReceiptTokenHash(presentedToken))) return false;
  const since = booking.paidAt ?? booking.createdAt;
  const window = booking.paidAt ? ADDON_RECEIPT_DETAILS_WINDOW_MS : ADDON_RECEIPT_LIFETIME_MS;
  return now.getTime() - since.getTime() <= window;
}
