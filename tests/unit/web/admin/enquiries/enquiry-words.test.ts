import { describe, expect, it } from "vitest";
import type { ContactEnquiryRow, EventEnquiryRow } from "../../../../../src/shared/enquiries/enquiry-admin.ts";
import { enquiryReplySchema, fillPlaceholders, placeholdersIn } from "../../../../../src/shared/enquiries/enquiry-replies.ts";
import { replyFacts, sameDateWarning, topicOf } from "../../../../../src/web/features/admin/enquiries/enquiry-words.ts";
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

  it("fills a template with the enquiry's facts and leaves a placeholder it has no value for, so the reply cannot be sent until staff replace it", () => {
    const template = "Dear {guest_name}, your {event_type} for {guests} on {event_date} (ref {reference}). {staff_name}, {hotel_name}";
    expect(fillPlaceholders(template, replyFacts(event, "Anna Brown"))).toBe(
      "Dear Priya Shah, your wedding for 80 on 14 March 2027 (ref E1). Anna Brown, The Courtfield Hotel",
    );
    const forContact = fillPlaceholders(template, replyFacts(contact, " "));
    expect(forContact).toBe("Dear Jane O'Neill, your {event_type} for {guests} on {event_date} (ref C1). {staff_name}, The Courtfield Hotel");
    expect(placeholdersIn(forContact)).toEqual(["event_type", "guests", "event_date", "staff_name"]);
    expect(enquiryReplySchema.safeParse({ kind: "contact", id: "0b6f9f0e-5b1a-4d7e-9d1c-3f2a1b0c9d8e", subject: "Hello", body: forContact }).error?.issues[0]?.message).toBe(
      "Please replace {event_type}, {guests}, {event_date}, {staff_name} before sending.",
    );
  });

  it("names the topic of each kind and says how long an open enquiry has waited", () => {
    expect([topicOf(event), topicOf(contact)]).toEqual(["Wedding", "Booking"]);
    const now = Date.parse("2026-11-23T11:00:00.000Z");
    expect(waitingText(contact.waiting_since, now)).toBe("Waiting 3 days");
    expect(waitingText(null, now)).toBeNull();
  });

  it("words a meeting like the other event types: topic, same-date warning and a template's facts", () => {
    const meeting: EventEnquiryRow = { ...event, event_type: "meeting", guests: 10 };
    expect(topicOf(meeting)).toBe("Meeting");
    expect(sameDateWarning({ ...event, same_date: { count: 1, enquiries: [{ id: "e4", name: "Sam Lee", event_type: "meeting" }] } })).toBe(
      "Another event enquiry asks for 14 March 2027 (Sam Lee, meeting).",
    );
    expect(fillPlaceholders("Your {event_type} for {guests}", replyFacts(meeting, "Anna"))).toBe("Your meeting for 10");
  });
});
