import { describe, expect, it } from "vitest";
import { availabilityLevel } from "../../../../src/shared/rooms/availability-level.ts";

describe("availabilityLevel (0% Sold Out, <25% Low, <75% Medium, else High)", () => {
  it.each([
    [0, 10, "Sold Out"],
    [1, 10, "Low"],
    [2, 8, "Medium"],
    [7, 10, "Medium"],
    [3, 4, "High"],
    [10, 10, "High"],
    [5, 0, "Not Set"],
    [null, 10, "Not Set"],
  ] as const)("%s of %s is %s", (available, total, level) => {
    expect(availabilityLevel(available, total)).toBe(level);
  });
});
