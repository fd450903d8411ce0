import { describe, expect, it } from "vitest";
import { formatMenuPrice, formatPounds } from "../../../src/shared/money.ts";

describe("formatPounds", () => {
  it.each([
    [132, "£132"],
    [45, "£45"],
    [0, "£0"],
    [1250, "£1,250"],
    [99.5, "£99.50"],
    [4.5, "£4.50"],
    [9.99, "£9.99"],
  ])("shows %s as %s", (amount, expected) => {
    expect(formatPounds(amount)).toBe(expected);
  });
});

describe("formatMenuPrice", () => {
  it.each([
    [6, "£6.00"],
    [4.5, "£4.50"],
    [12.95, "£12.95"],
  ])("shows %s as %s, always with pence", (amount, expected) => {
    expect(formatMenuPrice(amount)).toBe(expected);
  });
});
