import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "../../../../src/shared/validation/field-errors.ts";

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the parse to fail");
  return result.error;
}

describe("fieldErrorsOf", () => {
  const schema = z.object({
    name: z.string().min(2, "first").regex(/^\p{L}+$/u, "second"),
    pets: z.array(z.object({ name: z.string().min(2, "Pet name too short") })),
    nested: z.object({ flag: z.literal(true, { error: "Tick it" }) }),
  });

  it("keeps the first message per dotted path", () => {
    expect(fieldErrorsOf(errorOf(schema, { name: "1", pets: [{ name: "ok" }, { name: "x" }], nested: {} }))).toEqual({
      name: "first",
      "pets.1.name": "Pet name too short",
      "nested.flag": "Tick it",
    });
  });

  it.each([
    ["a string", "not an object"],
    ["an array", []],
    ["null", null],
  ])("keys an error about the whole value (%s) by the empty path, in plain words", (_case, input) => {
    expect(fieldErrorsOf(errorOf(schema, input))).toEqual({ "": "Please send the form's fields as a JSON object" });
  });

  it("never shows zod's own wording for a field without a message of ours", () => {
    const loose = z.object({ guestCount: z.number(), pets: z.array(z.object({ petType: z.enum(["Dog", "Cat"]) })) });
    expect(fieldErrorsOf(errorOf(loose, { guestCount: "ten", pets: [{ petType: "Parrot" }] }))).toEqual({
      guestCount: "Please enter a valid guest count",
      "pets.0.petType": "Please enter a valid pet type",
    });
  });

  it("stores a __proto__ path as a plain key, not as the prototype", () => {
    const error = new z.ZodError([{ code: "custom", message: "Odd key", path: ["__proto__"], input: 1 }]);
    const errors = fieldErrorsOf(error);
    expect(Object.keys(errors)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});
