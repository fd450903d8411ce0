import { describe, expect, it } from "vitest";
import {
  choiceForSelection,
  CONSENT_STORAGE_KEYS,
  consentForChoice,
  readCookieConsent,
  writeCookieConsent,
  type CookieChoice,
} from "../../../../src/web/features/consent/cookie-choice.ts";

function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, "getItem" | "setItem"> & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe("what each cookie choice allows (public-site §4)", () => {
  it.each<[CookieChoice, boolean, boolean]>([
    ["essential", false, false],
    ["analytics", true, false],
    ["marketing", true, true],
    ["all", true, true],
  ])("%s: analytics %s, marketing %s", (choice, analytics, marketing) => {
    expect(consentForChoice(choice)).toEqual({ choice, analytics, marketing });
  });
});

describe("storing the choice in three keys (§3)", () => {
  it("uses the documented key names", () => {
    expect(CONSENT_STORAGE_KEYS).toEqual({ choice: "cookie-consent", analytics: "cookie-consent-analytics", marketing: "cookie-consent-marketing" });
  });

  it.each<[CookieChoice, string, string]>([
    ["essential", "false", "false"],
    ["analytics", "true", "false"],
    ["marketing", "true", "true"],
    ["all", "true", "true"],
  ])("%s is written with analytics=%s and marketing=%s", (choice, analytics, marketing) => {
    const storage = memoryStorage();
    writeCookieConsent(storage, choice);
    expect(Object.fromEntries(storage.items)).toEqual({
      "cookie-consent": choice,
      "cookie-consent-analytics": analytics,
      "cookie-consent-marketing": marketing,
    });
  });

  it("reads back what it wrote, so the choice is reapplied on the next visit", () => {
    const storage = memoryStorage();
    writeCookieConsent(storage, "analytics");
    expect(readCookieConsent(storage)).toEqual({ choice: "analytics", analytics: true, marketing: false });
  });

  it("reads no consent when nothing, or something unknown, is stored", () => {
    expect(readCookieConsent(memoryStorage())).toBeNull();
    expect(readCookieConsent(memoryStorage({ "cookie-consent": "yes-please" }))).toBeNull();
    expect(readCookieConsent(memoryStorage({ "cookie-consent-analytics": "true" }))).toBeNull();
  });

  it("never lets an edited flag widen the stored choice", () => {
    const storage = memoryStorage({ "cookie-consent": "essential", "cookie-consent-analytics": "true", "cookie-consent-marketing": "true" });
    expect(readCookieConsent(storage)).toEqual({ choice: "essential", analytics: false, marketing: false });
  });
});

describe("the Customize panel's switches", () => {
  it.each([
    [{ analytics: false, marketing: false }, "essential"],
    [{ analytics: true, marketing: false }, "analytics"],
    [{ analytics: false, marketing: true }, "marketing"],
    [{ analytics: true, marketing: true }, "marketing"],
  ] as const)("%o saves %s", (selection, choice) => {
    expect(choiceForSelection(selection)).toBe(choice);
  });
});
