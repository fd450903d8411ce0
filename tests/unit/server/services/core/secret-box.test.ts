import { describe, expect, it } from "vitest";
import { SecretBox } from "../../../../../src/server/services/core/secret-box.ts";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("SecretBox: values the database holds but must not show", () => {
  const box = new SecretBox(["the current key"]);

  it("seals a value so that the stored text does not contain it, and opens it again", () => {
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^sb1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.open(sealed)).toBe(SECRET);
    expect(box.seal(SECRET)).not.toBe(sealed);
  });

  it("refuses a value altered after sealing, or sealed under a key it does not hold", () => {
    const sealed = box.seal(SECRET);
    const last = sealed.at(-2) === "A" ? "B" : "A";
    expect(() => box.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toThrow();
    expect(() => new SecretBox(["another key"]).open(sealed)).toThrow(/no key/);
  });

  it("rotates without re-enrolment: a new key first opens what the old one sealed, and says it needs sealing again", () => {
    const old = box.seal(SECRET);
    const rotated = new SecretBox(["the new key", "the current key"]);
    expect(rotated.open(old)).toBe(SECRET);
    expect(rotated.needsResealing(old)).toBe(true);
    const resealed = rotated.seal(rotated.open(old));
    expect(rotated.needsResealing(resealed)).toBe(false);
    expect(new SecretBox(["the new key"]).open(resealed)).toBe(SECRET);
  });

  it("reads a value stored before sealing began as it is, and marks it for sealing", () => {
    expect(box.open(SECRET)).toBe(SECRET);
    expect(box.needsResealing(SECRET)).toBe(true);
  });
});
