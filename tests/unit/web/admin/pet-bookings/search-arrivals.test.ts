import { describe, expect, it } from "vitest";
import { afterSending, onArrival, sentSearchesOf } from "../../../../../src/web/features/admin/pet-bookings/search-arrivals.ts";

describe("a search box's sent searches coming back", () => {
  it("keeps what is being typed when an earlier search of its own comes back late", () => {
    // "pet" was sent during a pause, then "pet-4h8"; the address brings "pet" back only now.
    let sent = afterSending(afterSending(sentSearchesOf(""), "pet"), "pet-4h8");
    const late = onArrival(sent, "pet");
    expect(late.fromElsewhere).toBe(false);
    sent = late.sent;
    const latest = onArrival(sent, "pet-4h8");
    expect(latest.fromElsewhere).toBe(false);
    expect(latest.sent.inFlight).toEqual([]);
  });

  it("shows a change made elsewhere (Back, Clear filters), and forgets what it had sent", () => {
    const sent = afterSending(sentSearchesOf(""), "ada");
    const back = onArrival(sent, "");
    expect(back.fromElsewhere).toBe(true);
    expect(back.sent).toEqual({ last: "", inFlight: [] });
    expect(onArrival(afterSending(sentSearchesOf("ada"), "ad"), "ada").fromElsewhere).toBe(true);
  });

  it("takes the same value again as no change", () => {
    expect(onArrival(sentSearchesOf("ada"), "ada").fromElsewhere).toBe(false);
  });
});
