import { describe, expect, it } from "vitest";
import { cutoffBefore } from "../../../../../src/server/services/retention/retention-cutoff.ts";

const at = (iso: string) => new Date(iso);

describe("cutoffBefore: a retention period counted back in calendar terms", () => {
  it("keeps the time of day and the day of the month where the earlier month has it", () => {
    expect(cutoffBefore(at("2026-11-15T10:30:00.000Z"), { years: 7 }).toISOString()).toBe("2019-11-15T10:30:00.000Z");
    expect(cutoffBefore(at("2026-11-15T10:30:00.000Z"), { months: 18 }).toISOString()).toBe("2025-05-15T10:30:00.000Z");
    expect(cutoffBefore(at("2026-03-10T00:00:00.000Z"), { days: 30 }).toISOString()).toBe("2026-02-08T00:00:00.000Z");
  });

  it("goes to the last day of a shorter month, never on into the next one", () => {
    expect(cutoffBefore(at("2028-02-29T12:00:00.000Z"), { years: 7 }).toISOString()).toBe("2021-02-28T12:00:00.000Z");
    expect(cutoffBefore(at("2027-05-31T08:00:00.000Z"), { months: 3 }).toISOString()).toBe("2027-02-28T08:00:00.000Z");
    expect(cutoffBefore(at("2028-08-31T08:00:00.000Z"), { months: 18 }).toISOString()).toBe("2027-02-28T08:00:00.000Z");
    expect(cutoffBefore(at("2028-03-31T23:59:59.999Z"), { months: 1 }).toISOString()).toBe("2028-02-29T23:59:59.999Z");
  });

  it("crosses the year going back", () => {
    expect(cutoffBefore(at("2027-01-31T06:00:00.000Z"), { months: 2 }).toISOString()).toBe("2026-11-30T06:00:00.000Z");
  });
});
