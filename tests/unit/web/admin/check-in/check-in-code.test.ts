import { describe, expect, it } from "vitest";
import type { AddonBookingAdminView } from "../../../../../src/shared/addons/addon-booking-admin.ts";
import { bookingsMatching, checkInWarning, normaliseCode } from "../../../../../src/web/features/admin/check-in/match-code.ts";

function row(overrides: Partial<AddonBookingAdminView>): AddonBookingAdminView {
  return { id: "1", reference: "PET-7K3M9Q", booking_confirmation_id: "LH-482913", payment_status: "succeeded", verified_at_reception: false, ...overrides } as AddonBookingAdminView;
}

describe("the check-in code", () => {
  it("reads a reference however it was typed or scanned", () => {
    expect(normaliseCode(" pet-7k3m9q\n")).toBe("PET-7K3M9Q");
    expect(normaliseCode("7k3m9q")).toBe("PET-7K3M9Q");
    expect(normaliseCode("482913")).toBe("482913");
    expect(normaliseCode("LH-482913")).toBe("LH-482913");
  });

  it("keeps exact matches only: the reference first, else every add-on of the confirmation ID", () => {
    const rows = [row({ id: "1" }), row({ id: "2", reference: "PET-AAAAAA" }), row({ id: "3", reference: "PET-7K3M9QX", booking_confirmation_id: "OTHER" })];
    expect(bookingsMatching(rows, "7K3M9Q").map((match) => match.id)).toEqual(["1"]);
    expect(bookingsMatching(rows, "lh-482913").map((match) => match.id)).toEqual(["1", "2"]);
    expect(bookingsMatching(rows, "PET-7K3M")).toEqual([]);
  });

  it("warns before verifying what is cancelled, unpaid or verified already", () => {
    expect(checkInWarning(row({}))).toBeNull();
    expect(checkInWarning(row({ payment_status: "cancelled" }))).toBe("cancelled");
    expect(checkInWarning(row({ payment_status: "pending" }))).toBe("unpaid");
    expect(checkInWarning(row({ payment_status: "failed" }))).toBe("unpaid");
    expect(checkInWarning(row({ verified_at_reception: true }))).toBe("verified");
  });
});
