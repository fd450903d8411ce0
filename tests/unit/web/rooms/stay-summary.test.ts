import { describe, expect, it } from "vitest";
import type { RoomTypeAnswer } from "../../../../src/web/features/rooms/check-stay.ts";
import { answerAnnouncement, sleepsLabel, staySummary } from "../../../../src/web/features/rooms/stay-summary.ts";

const open = (roomType: RoomTypeAnswer["roomType"]): RoomTypeAnswer => ({ roomType, kind: "available", totalPrice: 200, roomsLeft: 3, bookingUrl: "https://booking.example.com/" });

describe("the stay search's words", () => {
  it.each([
    [{ checkIn: "2027-03-12", checkOut: "2027-03-14", adults: 2, children: 0 }, "Fri 12 Mar 2027 – Sun 14 Mar 2027 · 2 nights · 2 adults"],
    [{ checkIn: "2027-03-31", checkOut: "2027-04-01", adults: 1, children: 1 }, "Wed 31 Mar 2027 – Thu 1 Apr 2027 · 1 night · 1 adult, 1 child"],
    [{ checkIn: "2027-03-27", checkOut: "2027-03-29", adults: 2, children: 2 }, "Sat 27 Mar 2027 – Mon 29 Mar 2027 · 2 nights · 2 adults, 2 children"],
  ])("summarises %o", (stay, text) => {
    expect(staySummary(stay)).toBe(text);
  });

  it("says who each type sleeps", () => {
    expect(sleepsLabel("single")).toBe("Sleeps 1 adult");
    expect(sleepsLabel("standard_family")).toBe("Sleeps 2 adults and 1 child");
    expect(sleepsLabel("deluxe_family")).toBe("Sleeps 2 adults and 2 children");
  });

  it.each([
    [[open("double"), open("twin")], true, "2 room types are available for your dates."],
    [[open("double"), { roomType: "twin", kind: "unavailable", full: true, message: "Sorry, this room is no longer available for the selected dates." }], true, "1 room type is available for your dates."],
    [[{ roomType: "twin", kind: "unavailable", full: true, message: "Sorry, this room is no longer available for the selected dates." }], true, "Sorry, no room that sleeps your party is available for these dates."],
    [[{ roomType: "twin", kind: "unknown" }], false, "We can't check live availability just now. Our booking site can still show prices and book these dates."],
  ] as const)("announces %j", (answers, reachable, text) => {
    expect(answerAnnouncement(answers, reachable, { adults: 2, children: 0 })).toBe(text);
  });

  it("says what each room sleeps when none sleeps the party, so a screen reader hears it too", () => {
    const tooSmall = (["single", "double", "twin", "standard_family", "deluxe_family"] as const).map((roomType): RoomTypeAnswer => ({ roomType, kind: "too-small" }));
    expect(answerAnnouncement(tooSmall, true, { adults: 3, children: 0 })).toBe(
      "None of our rooms sleeps 3 adults on its own. What each room sleeps: Single, 1 adult; Double, 2 adults; Twin, 2 adults; Family, 2 adults and 1 child; Deluxe Family, 2 adults and 2 children. You can book several rooms on our booking site.",
    );
    expect(answerAnnouncement(tooSmall.slice(3), false, { adults: 2, children: 3 })).toBe(
      "None of our rooms sleeps 2 adults and 3 children on its own. What each room sleeps: Family, 2 adults and 1 child; Deluxe Family, 2 adults and 2 children. You can book several rooms on our booking site.",
    );
  });
});
