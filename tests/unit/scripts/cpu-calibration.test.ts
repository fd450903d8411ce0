import { describe, expect, it } from "vitest";
import { cpuSlowdownFor, medianOf } from "../../../scripts/bench/cpu-calibration.ts";

describe("the CPU slowdown for Lighthouse on this host (its throttling calculator's rule)", () => {
  it("is 3x at a benchmark index of 1,300 and 1x more for every 233 above", () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1670)).toBe(4.6);
    expect(cpuSlowdownFor(3800)).toBe(13.7);
  });

  it("slows a weaker host less, never below 1x, and refuses what is not an index", () => {
    expect(cpuSlowdownFor(1067)).toBe(2);
    expect(cpuSlowdownFor(200)).toBe(1);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
    expect(() => cpuSlowdownFor(0)).toThrow();
  });

  it("reads the middle of a few measurements", () => {
    expect(medianOf([1710, 1590, 1650])).toBe(1650);
    expect(() => medianOf([])).toThrow();
  });
});
