/**
 * The visitor's cookie choice and what it allows. Kept in localStorage under
 * three keys: the choice itself and one boolean flag per optional category, plus when it was made:
 * a choice lasts a year (as the cookie policy says), then the
 * banner asks again. Pure functions over a Storage, so the rules are unit-tested without a browser.
 */

/** The four stored values, in the order of growing permission. */
export const COOKIE_CHOICES = ["essential", "analytics", "marketing", "all"] as const;

export type CookieChoice = (typeof COOKIE_CHOICES)[number];

export interface CookieConsent {
  choice: CookieChoice;
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_STORAGE_KEYS = {
  choice: "cookie-consent",
  analytics: "cookie-consent-analytics",
  marketing: "cookie-consent-marketing",
  /** Milliseconds since 1970 when the choice was saved. */
  savedAt: "cookie-consent-saved-at",
} as const;

/** How long a choice holds before the banner asks again (365 days; the head script uses the same figure). */
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Essential allows neither optional category; analytics allows analytics only; marketing or
 * all allow both (marketing measures which adverts bring guests, which is analytics too; the
 * Customize panel shows that before anything is saved).
 */
export function consentForChoice(choice: CookieChoice): CookieConsent {
  return { choice, analytics: choice !== "essential", marketing: choice === "marketing" || choice === "all" };
}

/** The choice the Customize panel's switches amount to. */
export function choiceForSelection(selection: { analytics: boolean; marketing: boolean }): CookieChoice {
  if (selection.marketing) return "marketing";
  return selection.analytics ? "analytics" : "essential";
}

function isCookieChoice(value: string | null): value is CookieChoice {
  return (COOKIE_CHOICES as readonly (string | null)[]).includes(value);
}

/** Whether a choice saved at `savedAt` (the stored text) has run its year. No date: not expired. */
function isConsentExpired(savedAt: string | null, now: number): boolean {
  const saved = Number(savedAt);
  return savedAt !== null && saved > 0 && now - saved > CONSENT_LIFETIME_MS;
}

/**
 * The stored consent, or null when the visitor has not chosen or the choice is over a year old.
 * The flags are re-derived from the choice, so an edited or half-written flag can never widen what
 * the visitor agreed to.
 */
export function readCookieConsent(storage: Pick<Storage, "getItem">, now: number = Date.now()): CookieConsent | null {
  const choice = storage.getItem(CONSENT_STORAGE_KEYS.choice);
  if (!isCookieChoice(choice) || isConsentExpired(storage.getItem(CONSENT_STORAGE_KEYS.savedAt), now)) return null;
  return consentForChoice(choice);
}

/**
 * A choice stored before choices carried their date starts its year now (a sooner expiry would
 * ask again a visitor who chose days ago).
 */
export function dateUndatedConsent(storage: Pick<Storage, "getItem" | "setItem">, now: number = Date.now()): void {
  if (isCookieChoice(storage.getItem(CONSENT_STORAGE_KEYS.choice)) && storage.getItem(CONSENT_STORAGE_KEYS.savedAt) === null) {
    storage.setItem(CONSENT_STORAGE_KEYS.savedAt, String(now));
  }
}

/** Stores a choice with its two flags ("true" / "false") and its date; returns what it allows. */
export function writeCookieConsent(storage: Pick<Storage, "setItem">, choice: CookieChoice, now: number = Date.now()): CookieConsent {
  const consent = consentForChoice(choice);
  storage.setItem(CONSENT_STORAGE_KEYS.choice, choice);
  storage.setItem(CONSENT_STORAGE_KEYS.analytics, String(consent.analytics));
  storage.setItem(CONSENT_STORAGE_KEYS.marketing, String(consent.marketing));
  storage.setItem(CONSENT_STORAGE_KEYS.savedAt, String(now));
  return consent;
}
