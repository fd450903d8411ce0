import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { EARLY_CLICKS_GLOBAL, EARLY_CLICKS_SCRIPT } from "../../../../src/shared/page-scripts/early-clicks-script.ts";

/** The little of a DOM element the script reads: what `closest` finds, a button's type and form. */
class FakeElement {
  constructor(
    readonly name: string,
    private readonly within: { button?: FakeElement; island?: boolean } = {},
    readonly type?: string,
    readonly form: object | null = null,
  ) {}

  closest(selector: string): FakeElement | object | null {
    if (selector === "button") return this.type !== undefined ? this : (this.within.button ?? null);
    if (selector === "[data-island]") return this.within.island || this.within.button?.within.island ? {} : null;
    throw new Error(`unexpected selector ${selector}`);
  }
}

/** Runs the head script; returns a click dispatcher, the window it fills, and the listeners left. */
function pageWithScript() {
  const window: Record<string, unknown> = {};
  const listeners = new Set<(event: { target: unknown }) => void>();
  runInNewContext(EARLY_CLICKS_SCRIPT, {
    window,
    Element: FakeElement,
    document: {
      addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: boolean) => {
        expect([type, capture]).toEqual(["click", true]);
        listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: (event: { target: unknown }) => void) => listeners.delete(listener),
    },
  });
  const click = (target: unknown) => [...listeners].forEach((listener) => listener({ target }));
  return { window, listeners, click, noted: () => window[EARLY_CLICKS_GLOBAL] as FakeElement[] | undefined };
}

describe("the early-clicks head script", () => {
  it("notes the buttons of islands that do nothing without JavaScript, the control rather than an icon inside it", () => {
    const page = pageWithScript();
    const essentialOnly = new FakeElement("Essential Only", { island: true }, "button");
    const menu = new FakeElement("Menu", { island: true }, "submit"); // a button outside any form does nothing either
    const icon = new FakeElement("svg", { button: menu });
    page.click(essentialOnly);
    page.click(icon);
    expect(page.noted()?.map((element) => element.name)).toEqual(["Essential Only", "Menu"]);
  });

  it("leaves what works as HTML to the browser, and anything outside the islands", () => {
    const page = pageWithScript();
    page.click(new FakeElement("Send Enquiry", { island: true }, "submit", {}));
    page.click(new FakeElement("a link", { island: true }));
    page.click(new FakeElement("a button in the footer's content", {}, "button"));
    page.click("not an element");
    expect(page.noted()).toEqual([]);
  });

  it("stops noting, and stops listening, once the islands runtime has taken the list", () => {
    const page = pageWithScript();
    page.window[EARLY_CLICKS_GLOBAL] = undefined;
    page.click(new FakeElement("Essential Only", { island: true }, "button"));
    expect(page.noted()).toBeUndefined();
    expect(page.listeners.size).toBe(0);
  });
});
