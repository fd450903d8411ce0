import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_BANNER_INIT_SCRIPT } from "../../../../src/shared/page-scripts/cookie-banner-script.ts";
import { COOKIE_CHOICES, CONSENT_LIFETIME_MS, CONSENT_STORAGE_KEYS } from "../../../../src/web/components/consent/cookie-choice.ts";

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
    document: { documentElement: { setAttribute: (name: string, value: string) => set.push(`${name}=${value}`) } },
  });
  return set;
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
});
