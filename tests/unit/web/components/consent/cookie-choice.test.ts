import { describe, expect, it } from "vitest";
import {
  choiceForSelection,
  CONSENT_LIFETIME_MS,
  CONSENT_STORAGE_KEYS,
  consentForChoice,
  dateUndatedConsent,
  readCookieConsent,
  writeCookieConsent,
  type CookieChoice,
} from "../../../../../src/web/components/consent/cookie-choice.ts";

function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, "getItem" | "setItem"> & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe("what each cookie choice allows (ADR 007)", () => {
  it.each<[CookieChoice, boolean, boolean]>([
    ["essential", false, false],
    ["analytics", true, false],
    ["marketing", true, true],
    ["all", true, true],
  ])("%s: analytics %s, marketing %s", (choice, analytics, marketing) => {
    expect(consentForChoice(choice)).toEqual({ choice, analytics, marketing });
  });
});

describe("storing the choice in three keys", () => {
  it("uses the documented key names", () => {
    expect(CONSENT_STORAGE_KEYS).toEqual({
      choice: "cookie-consent",
      analytics: "cookie-consent-analytics",
      marketing: "cookie-consent-marketing",
      savedAt: "cookie-consent-saved-at",
    });
  });

  it.each<[CookieChoice, string, string]>([
    ["essential", "false", "false"],
    ["analytics", "true", "false"],
    ["marketing", "true", "true"],
    ["all", "true", "true"],
  ])("%s is written with analytics=%s and marketing=%s", (choice, analytics, marketing) => {
    const storage = memoryStorage();
    writeCookieConsent(storage, choice, 1_700_000_000_000);
    expect(Object.fromEntries(storage.items)).toEqual({
      "cookie-consent": choice,
      "cookie-consent-analytics": analytics,
      "cookie-consent-marketing": marketing,
      "cookie-consent-saved-at": "1700000000000",
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

describe("a choice lasts a year", () => {
  const day = 24 * 60 * 60 * 1000;
  const savedAt = Date.UTC(2025, 10, 24);

  it("holds for 365 days and is asked again after", () => {
    const storage = memoryStorage();
    writeCookieConsent(storage, "marketing", savedAt);
    expect(CONSENT_LIFETIME_MS).toBe(365 * day);
    expect(readCookieConsent(storage, savedAt + 365 * day)).toEqual({ choice: "marketing", analytics: true, marketing: true });
    expect(readCookieConsent(storage, savedAt + 365 * day + 1)).toBeNull();
  });

  it("dates a choice stored before choices had dates from the next visit, and leaves dated ones alone", () => {
    const undated = memoryStorage({ "cookie-consent": "essential" });
    dateUndatedConsent(undated, savedAt);
    expect(undated.items.get("cookie-consent-saved-at")).toBe(String(savedAt));
    expect(readCookieConsent(undated, savedAt + 400 * day)).toBeNull();

    const dated = memoryStorage({ "cookie-consent": "essential", "cookie-consent-saved-at": "5" });
    dateUndatedConsent(dated, savedAt);
    expect(dated.items.get("cookie-consent-saved-at")).toBe("5");

    const none = memoryStorage();
    dateUndatedConsent(none, savedAt);
    expect(none.items.size).toBe(0);
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
