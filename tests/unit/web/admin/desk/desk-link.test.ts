import { describe, expect, it } from "vitest";
import { arrivalsSnapshotSchema } from "../../../../../src/shared/desktop/desk-messages.ts";
import { arrivalsForDesk } from "../../../../../src/web/features/admin/desk/desk-link.ts";

describe("the pet arrivals kept for the desk app's offline screen", () => {
  it("lists today's then tomorrow's arrivals with their pets in words, as the desk app accepts them", () => {
    const arrivals = arrivalsForDesk({
      date: "2026-11-24",
      arrivingToday: [{ id: "1", reference: "PET-7K3M9Q", guestName: "Ada Lovelace", checkInDate: "2026-11-24", numberOfPets: 2, petTypes: ["Dog", "Cat"], verified: true }],
      arrivingTomorrow: [{ id: "2", reference: "PET-4HX2WP", guestName: "Tom Bell", checkInDate: "2026-11-25", numberOfPets: 1, petTypes: [], verified: false }],
      waitingLongest: [],
    });
    expect(arrivals).toEqual([
      { reference: "PET-7K3M9Q", guestName: "Ada Lovelace", checkInDate: "2026-11-24", pets: "2 pets: Dog, Cat", verified: true },
      { reference: "PET-4HX2WP", guestName: "Tom Bell", checkInDate: "2026-11-25", pets: "1 pet", verified: false },
    ]);
    expect(arrivalsSnapshotSchema.safeParse({ savedAt: "2026-11-24T07:30:00.000Z", arrivals }).success).toBe(true);
  });
});
