import {
  CONSENT_STORAGE_KEYS,
  consentForChoice,
  dateUndatedConsent,
  readCookieConsent,
  writeCookieConsent,
  type CookieChoice,
  type CookieConsent,
} from "./cookie-choice.ts";
import { clearDisallowedCookies } from "./tracking-cookies.ts";

/**
 * The one place the browser asks "may I?". There is no analytics or marketing code yet; a future
 * loader reads `consent.get()` and waits for `consent.subscribe` before it loads anything:
 *
 *   consent.subscribe(() => { if (consent.get()?.analytics) loadAnalytics(); });
 *
 * `get()` answers null until the visitor has chosen (nothing optional may run then).
 */
let current: CookieConsent | null | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser: the choice lasts for this page view only.
    return undefined;
  }
}

function readStored(): CookieConsent | null {
  const store = storage();
  if (!store) return null;
  try {
    dateUndatedConsent(store);
  } catch {
    // Storage full or read-only: the choice reads as before, without a date.
  }
  return readCookieConsent(store);
}

function update(next: CookieConsent | null): void {
  current = next;
  clearDisallowedCookies(next);
  for (const listener of listeners) listener();
}

function onOtherTab(event: StorageEvent): void {
  if (event.key === CONSENT_STORAGE_KEYS.choice || event.key === null) update(readStored());
}

export const consent = {
  /** The stored consent (the same object until it changes), or null when there is none. */
  get: (): CookieConsent | null => {
    current ??= readStored();
    return current;
  },
  /** Calls the listener whenever the consent changes, in this tab or another. */
  subscribe: (listener: () => void): (() => void) => {
    if (listeners.size === 0) window.addEventListener("storage", onOtherTab);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener("storage", onOtherTab);
    };
  },
};

/** Stores the visitor's choice, removes cookies it does not allow and tells every subscriber. */
export function saveCookieChoice(choice: CookieChoice): void {
  try {
    writeCookieConsent(window.localStorage, choice);
  } catch {
    // Storage blocked or full: the choice still holds for this page view.
  }
  update(consentForChoice(choice));
}

/** Applies the stored choice (or its absence) to the cookies already in the browser. */
export function enforceCookieConsent(): void {
  clearDisallowedCookies(consent.get());
}
