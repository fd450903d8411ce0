import { describe, expect, it } from "vitest";
import { calendarDayFigures, inventoryCalendarQuerySchema, CALENDAR_RANGE_TOO_LONG } from "../../../../src/shared/rooms/inventory-admin.ts";

describe("a calendar day's figures (ADR 027)", () => {
  it.each([
    // total, booked, available → available, level
    [8, 2, 6, 6, "High"], // exactly 75%
    [8, 3, null, 5, "Medium"],
    [8, 10, null, 0, "Sold Out"],
    [4, 0, 1, 1, "Medium"], // exactly 25%
    [8, 0, 1, 1, "Low"],
    [4, 0, 3, 3, "High"],
    [20, 0, 4, 4, "Low"],
    [20, 0, 5, 5, "Medium"],
    [20, 0, 15, 15, "High"],
    [0, 0, 0, 0, "Not Set"],
    [0, 0, null, 0, "Not Set"],
  ] as const)("total %s, booked %s, available %s → %s left, %s", (totalRooms, bookedRooms, availableRooms, left, level) => {
    expect(calendarDayFigures({ totalRooms, bookedRooms, availableRooms })).toEqual({ totalRooms, bookedRooms, availableRooms: left, level });
  });
});

describe("the inventory calendar's range", () => {
  it("takes today and the 720 hours after it (31 days), not a day more", () => {
    expect(inventoryCalendarQuerySchema.safeParse({ roomType: "twin", startDate: "2026-03-01", endDate: "2026-03-31" }).success).toBe(true);
    const tooLong = inventoryCalendarQuerySchema.safeParse({ roomType: "twin", startDate: "2026-03-01", endDate: "2026-04-01" });
    expect(tooLong.error?.issues[0]?.message).toBe(CALENDAR_RANGE_TOO_LONG);
  });
});
