import { describe, expect, it } from "vitest";
import { typedBeforeHydration, type FieldsOf } from "../../../../src/web/lib/typed-before-hydration.ts";

/** A pre-rendered form as the helper reads it: named controls with a value, tick boxes with `checked`. */
function formWith(controls: Record<string, { value?: string; type?: string; checked?: boolean }>): FieldsOf {
  return { elements: { namedItem: (name: string) => controls[name] ?? null } };
}

const DEFAULTS = { name: "", email: "", topic: "General", newsletter: false };

describe("typedBeforeHydration", () => {
  it("answers what differs from the defaults: typed text, a changed choice, a ticked box", () => {
    const form = formWith({
      name: { value: "Ada Lovelace" },
      email: { value: "" },
      topic: { value: "Weddings" },
      newsletter: { type: "checkbox", checked: true, value: "on" },
    });
    expect(typedBeforeHydration(form, DEFAULTS)).toEqual({ name: "Ada Lovelace", topic: "Weddings", newsletter: true });
  });

  it("answers nothing for an untouched form, a missing form or missing fields", () => {
    expect(typedBeforeHydration(formWith({ name: { value: "" }, topic: { value: "General" }, newsletter: { type: "checkbox", checked: false } }), DEFAULTS)).toEqual({});
    expect(typedBeforeHydration(null, DEFAULTS)).toEqual({});
    expect(typedBeforeHydration(formWith({}), DEFAULTS)).toEqual({});
  });

  it("reads each field as its default's kind: a tick box's value is not text, text is not a tick", () => {
    const form = formWith({ name: { type: "checkbox", checked: true, value: "on" }, newsletter: { value: "yes" } });
    expect(typedBeforeHydration(form, DEFAULTS)).toEqual({});
  });

  it("reads only the defaults' own fields", () => {
    const form = formWith({ name: { value: "Ada" }, website: { value: "spam.example" } });
    expect(typedBeforeHydration(form, DEFAULTS)).toEqual({ name: "Ada" });
  });
});
