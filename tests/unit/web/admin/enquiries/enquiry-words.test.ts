import { describe, expect, it } from "vitest";
import type { ContactEnquiryRow, EventEnquiryRow } from "../../../../../src/shared/enquiries/enquiry-admin.ts";
import { replyMailto, sameDateWarning, topicOf } from "../../../../../src/web/features/admin/enquiries/enquiry-words.ts";
import { waitingText } from "../../../../../src/web/features/admin/ui/time-waited.ts";

const event: EventEnquiryRow = {
  kind: "event",
  id: "e1",
  name: "Priya Shah",
  email: "priya+events@example.com",
  phone: "07700 900123",
  event_type: "wedding",
  event_date: "2027-03-14",
  guests: 80,
  message: "Line one\nLine two",
  status: "new",
  created_at: "2026-11-20T10:00:00.000Z",
  waiting_since: "2026-11-20T10:00:00.000Z",
  same_date: { count: 0, enquiries: [] },
};
const contact: ContactEnquiryRow = {
  kind: "contact",
  id: "c1",
  name: "Jane O'Neill",
  email: "jane@example.com",
  phone: null,
  subject: "booking",
  message: "Secret words & more",
  status: "read",
  created_at: "2026-11-20T10:00:00.000Z",
  waiting_since: "2026-11-20T10:00:00.000Z",
};

describe("the Inquiries tab's words", () => {
  it("warns of other event enquiries for the same date, naming them and counting the rest", () => {
    expect(sameDateWarning(event)).toBeNull();
    expect(sameDateWarning({ ...event, same_date: { count: 1, enquiries: [{ id: "e2", name: "Jane Smith", event_type: "wedding" }] } })).toBe(
      "Another event enquiry asks for 14 March 2027 (Jane Smith, wedding).",
    );
    expect(
      sameDateWarning({
        ...event,
        same_date: { count: 7, enquiries: [{ id: "e2", name: "Jane Smith", event_type: "wedding" }, { id: "e3", name: "Raj Patel", event_type: "party" }] },
      }),
    ).toBe("7 other event enquiries ask for 14 March 2027 (Jane Smith, wedding; Raj Patel, party; and 5 more).");
    expect(sameDateWarning({ ...event, event_date: null, same_date: { count: 1, enquiries: [] } })).toBeNull();
  });

  it("builds a reply link with the guest's address and a subject naming the enquiry and the hotel, never the message", () => {
    const link = replyMailto(event, "The Courtfield Hotel");
    expect(link).toBe(`mailto:priya%2Bevents@example.com?subject=${encodeURIComponent("Re: your wedding enquiry — The Courtfield Hotel")}`);
    const contactLink = replyMailto(contact, "The Courtfield Hotel");
    expect(decodeURIComponent(contactLink)).toBe("mailto:jane@example.com?subject=Re: your enquiry — The Courtfield Hotel");
    expect(decodeURIComponent(contactLink)).not.toContain("Secret");
  });

  it("names the topic of each kind and says how long an open enquiry has waited", () => {
    expect([topicOf(event), topicOf(contact)]).toEqual(["Wedding", "Booking"]);
    const now = Date.parse("2026-11-23T11:00:00.000Z");
    expect(waitingText(contact.waiting_since, now)).toBe("Waiting 3 days");
    expect(waitingText(null, now)).toBeNull();
  });

  it("words a meeting like the other event types: topic, same-date warning and reply subject", () => {
    const meeting: EventEnquiryRow = { ...event, event_type: "meeting", guests: 10 };
    expect(topicOf(meeting)).toBe("Meeting");
    expect(sameDateWarning({ ...event, same_date: { count: 1, enquiries: [{ id: "e4", name: "Sam Lee", event_type: "meeting" }] } })).toBe(
      "Another event enquiry asks for 14 March 2027 (Sam Lee, meeting).",
    );
    expect(decodeURIComponent(replyMailto(meeting, "The Courtfield Hotel"))).toBe("mailto:priya+events@example.com?subject=Re: your meeting enquiry — The Courtfield Hotel");
  });
});
