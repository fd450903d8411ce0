import { ADDON_FORM_DEFAULTS, type AddonFormValues } from "./addon-form-values.ts";

// What the guest typed, kept for the trip to Stripe's checkout page and back (ADR 082). It lives in
// this tab's sessionStorage only: from the moment the payment step opens until the form takes it
// back or the booking is paid; another tab, or the browser closed, never sees it.

const DRAFT_KEY = "pet-addon-form-draft";

/** The query Stripe's Back (the session's cancel_url) returns with: the checkout was left unpaid. */
export const CHECKOUT_LEFT_PARAM = "checkout";
const CHECKOUT_LEFT_VALUE = "cancelled";

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked: the form simply starts empty again, as before.
    return undefined;
  }
}

/** Kept as the payment step opens, before the browser may leave for Stripe's page. */
export function keepAddonFormDraft(values: AddonFormValues): void {
  try {
    session()?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: nothing kept, nothing lost but the convenience.
  }
}

/** The kept values, once: reading them removes them. Anything not shaped like the form's values is dropped. */
export function takeAddonFormDraft(): AddonFormValues | null {
  const store = session();
  const text = store?.getItem(DRAFT_KEY) ?? null;
  store?.removeItem(DRAFT_KEY);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<AddonFormValues>;
    if (typeof draft !== "object" || draft === null || !Array.isArray(draft.pets)) return null;
    return { ...ADDON_FORM_DEFAULTS, ...draft };
  } catch {
    return null;
  }
}

/** The booking is paid: nothing of the form stays behind in the tab. */
export function forgetAddonFormDraft(): void {
  session()?.removeItem(DRAFT_KEY);
}

/** Did the guest come back from Stripe's page unpaid (its Back link), or with the browser's Back? */
export function cameBackFromCheckout(): { viaCancelLink: boolean; viaHistory: boolean } {
  const viaCancelLink = new URLSearchParams(window.location.search).get(CHECKOUT_LEFT_PARAM) === CHECKOUT_LEFT_VALUE;
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return { viaCancelLink, viaHistory: navigation?.type === "back_forward" };
}
