import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type StorageListener = (event: Pick<StorageEvent, "key">) => void;

/** A browser just big enough for the store: localStorage, storage events and document.cookie. */
function fakeBrowser(stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  const storageListeners = new Set<StorageListener>();
  const cookieAssignments: string[] = [];
  let cookie = "_ga=1; theme=dark";
  vi.stubGlobal("window", {
    localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) },
    addEventListener: (_type: "storage", listener: StorageListener) => storageListeners.add(listener),
    removeEventListener: (_type: "storage", listener: StorageListener) => storageListeners.delete(listener),
  });
  vi.stubGlobal("location", { hostname: "127.0.0.1" });
  vi.stubGlobal("document", {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookieAssignments.push(value);
      if (value.startsWith("_ga=;")) cookie = "theme=dark";
    },
  });
  return { items, storageListeners, cookieAssignments, cookie: () => cookie };
}

async function loadStore() {
  return import("../../../../../src/web/components/consent/consent-store.ts");
}

describe("the consent store", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("answers null before any choice, so nothing optional may load", async () => {
    fakeBrowser();
    const { consent } = await loadStore();
    expect(consent.get()).toBeNull();
  });

  it("reapplies a stored choice on a later load", async () => {
    fakeBrowser({ "cookie-consent": "all", "cookie-consent-analytics": "true", "cookie-consent-marketing": "true" });
    const { consent } = await loadStore();
    expect(consent.get()).toEqual({ choice: "all", analytics: true, marketing: true });
    expect(consent.get()).toBe(consent.get());
  });

  it("clears tracking cookies on load while no choice is stored", async () => {
    const browser = fakeBrowser();
    const { enforceCookieConsent } = await loadStore();
    enforceCookieConsent();
    expect(browser.cookie()).toBe("theme=dark");
  });

  it("saves a choice in the three keys with its date and tells subscribers", async () => {
    const browser = fakeBrowser();
    const { consent, saveCookieChoice } = await loadStore();
    const listener = vi.fn();
    const unsubscribe = consent.subscribe(listener);
    const before = Date.now();
    saveCookieChoice("analytics");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(consent.get()).toEqual({ choice: "analytics", analytics: true, marketing: false });
    expect(Object.fromEntries(browser.items)).toEqual({
      "cookie-consent": "analytics",
      "cookie-consent-analytics": "true",
      "cookie-consent-marketing": "false",
      "cookie-consent-saved-at": expect.stringMatching(/^\d{13}$/) as unknown,
    });
    expect(Number(browser.items.get("cookie-consent-saved-at"))).toBeGreaterThanOrEqual(before);
    unsubscribe();
    expect(browser.storageListeners.size).toBe(0);
  });

  it("follows a choice made in another tab", async () => {
    const browser = fakeBrowser();
    const { consent } = await loadStore();
    const listener = vi.fn();
    consent.subscribe(listener);
    expect(consent.get()).toBeNull();
    browser.items.set("cookie-consent", "essential");
    for (const onStorage of browser.storageListeners) onStorage({ key: "cookie-consent" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(consent.get()).toEqual({ choice: "essential", analytics: false, marketing: false });
  });

  it("keeps working when the browser blocks storage", async () => {
    fakeBrowser();
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new DOMException("blocked", "SecurityError");
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    const { consent, saveCookieChoice } = await loadStore();
    expect(consent.get()).toBeNull();
    saveCookieChoice("essential");
    expect(consent.get()).toEqual({ choice: "essential", analytics: false, marketing: false });
  });
});
