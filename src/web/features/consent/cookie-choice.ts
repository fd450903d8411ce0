/**
 * The visitor's cookie choice and what it allows (public-site §3, §4). Kept in localStorage under
 * three keys: the choice itself and one boolean flag per optional category. Pure functions over a
 * Storage, so the rules are unit-tested without a browser.
 */

/** The four values §3 allows, in the order of growing permission. */
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
} as const;

/**
 * §4: Essential allows neither optional category; analytics allows analytics only; marketing or
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

/**
 * The stored consent, or null when the visitor has not chosen. The flags are re-derived from the
 * choice, so an edited or half-written flag can never widen what the visitor agreed to.
 */
export function readCookieConsent(storage: Pick<Storage, "getItem">): CookieConsent | null {
  const choice = storage.getItem(CONSENT_STORAGE_KEYS.choice);
  return isCookieChoice(choice) ? consentForChoice(choice) : null;
}

/** Stores a choice with its two flags ("true" / "false") and returns what it allows. */
export function writeCookieConsent(storage: Pick<Storage, "setItem">, choice: CookieChoice): CookieConsent {
  const consent = consentForChoice(choice);
  storage.setItem(CONSENT_STORAGE_KEYS.choice, choice);
  storage.setItem(CONSENT_STORAGE_KEYS.analytics, String(consent.analytics));
  storage.setItem(CONSENT_STORAGE_KEYS.marketing, String(consent.marketing));
  return consent;
}
