import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_BANNER_INIT_SCRIPT, COOKIE_CHOICE_ATTRIBUTE } from "../../../../src/shared/page-scripts/cookie-banner-script.ts";
import { COOKIE_CHOICES, CONSENT_LIFETIME_MS, CONSENT_STORAGE_KEYS, consentForChoice, type CookieChoice } from "../../../../src/web/components/consent/cookie-choice.ts";

/** Runs the head script with a stored value (or blocked storage) and returns the attributes it set on <html>. */
function attributesAfterRunning(stored: Record<string, string> | "blocked"): string[] {
  const set: string[] = [];
  const localStorage = {
    getItem(key: string): string | null {
      if (stored === "blocked") throw new Error("SecurityError: storage is blocked");
      return stored[key] ?? null;
    },
  };
  runInNewContext(COOKIE_BANNER_INIT_SCRIPT, {
    localStorage,
    Element: class {},
    document: { documentElement: { setAttribute: (name: string, value: string) => set.push(`${name}=${value}`) }, addEventListener: () => undefined },
  });
  return set;
}

/** Runs the head script on a first visit, then clicks a banner button that stores `choice`; returns what was stored and done. */
function afterClicking(choice: CookieChoice) {
  const stored = new Map<string, string>();
  const removed: string[] = [];
  let onClick: ((event: { target: unknown }) => void) | undefined;
  class Element {
    closest(selector: string) {
      return selector === `[${COOKIE_CHOICE_ATTRIBUTE}]` ? { getAttribute: (name: string) => (name === COOKIE_CHOICE_ATTRIBUTE ? choice : null) } : null;
    }
  }
  runInNewContext(COOKIE_BANNER_INIT_SCRIPT, {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) },
    Element,
    Date,
    document: {
      documentElement: { setAttribute: () => undefined, removeAttribute: (name: string) => removed.push(name) },
      addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: boolean) => {
        if (type === "click" && capture) onClick = listener;
      },
    },
  });
  onClick?.({ target: new Element() });
  return { stored: Object.fromEntries(stored), removed };
}

describe("the cookie banner's head script", () => {
  it.each(COOKIE_CHOICES)("leaves the banner hidden when the stored choice is %s", (choice) => {
    expect(attributesAfterRunning({ [CONSENT_STORAGE_KEYS.choice]: choice })).toEqual([]);
  });

  it.each([
    ["nothing is stored", {}],
    ["the stored value is not a choice", { [CONSENT_STORAGE_KEYS.choice]: "yes please" }],
    ["only a flag is stored", { [CONSENT_STORAGE_KEYS.analytics]: "true" }],
  ])("shows the banner when %s", (_case, stored) => {
    expect(attributesAfterRunning(stored)).toEqual([`${COOKIE_BANNER_ATTRIBUTE}=`]);
  });

  it("asks again once the stored choice is over a year old, as the app does (CONSENT_LIFETIME_MS)", () => {
    const choice = { [CONSENT_STORAGE_KEYS.choice]: "all" };
    const savedAt = (age: number) => ({ ...choice, [CONSENT_STORAGE_KEYS.savedAt]: String(Date.now() - age) });
    expect(attributesAfterRunning(savedAt(CONSENT_LIFETIME_MS - 60_000))).toEqual([]);
    expect(attributesAfterRunning(savedAt(CONSENT_LIFETIME_MS + 60_000))).toEqual([`${COOKIE_BANNER_ATTRIBUTE}=`]);
    expect(attributesAfterRunning(choice)).toEqual([]);
  });

  it("shows the banner when storage is blocked (the app then asks on every page view)", () => {
    expect(attributesAfterRunning("blocked")).toEqual([`${COOKIE_BANNER_ATTRIBUTE}=`]);
  });

  it.each(["essential", "all"] as const)("stores %s at the click, with the flags and date the app stores, and hides the banner, before any island wakes", (choice) => {
    const before = Date.now();
    const { stored, removed } = afterClicking(choice);
    const consent = consentForChoice(choice);
    expect(stored).toMatchObject({
      [CONSENT_STORAGE_KEYS.choice]: choice,
      [CONSENT_STORAGE_KEYS.analytics]: String(consent.analytics),
      [CONSENT_STORAGE_KEYS.marketing]: String(consent.marketing),
    });
    expect(Number(stored[CONSENT_STORAGE_KEYS.savedAt])).toBeGreaterThanOrEqual(before);
    expect(removed).toEqual([COOKIE_BANNER_ATTRIBUTE]);
  });
});
