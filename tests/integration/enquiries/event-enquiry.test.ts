import { describe, expect, it } from "vitest";
import type { EventEnquiryRequestInput } from "../../../src/shared/enquiries/event-enquiry-request.ts";
import { addDays, londonToday } from "../../../src/shared/dates.ts";
import { eventEnquiry } from "../../factories/enquiries.ts";
import { callerOf, fieldErrorsOfCall } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("enquiries.submitEvent (POST /api/inquiries/event) through createCaller", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000", STAFF_EMAIL: "events@courtfield.example.com" });
  const counts = async () => ({
    enquiries: await t.db.prisma.eventInquiry.count(),
    mail: await t.db.prisma.outboxMessage.count(),
  });

  it("stores a wedding enquiry as new from the weddings page, with its two e-mails (and, ticked, the newsletter's confirmation)", async () => {
    const eventDate = addDays(londonToday(), 200);
    const guest = eventEnquiry({ eventDate, guests: 120, marketingOptIn: true });
    const receipt = await callerOf(t.app).enquiries.submitEvent(guest);
    const stored = await t.db.prisma.eventInquiry.findUniqueOrThrow({ where: { id: receipt.id } });
    expect(stored).toMatchObject({
      name: "Priya Shah",
      email: guest.email,
      phone: "+447700900123",
      eventType: "wedding",
      guests: 120,
      message: guest.message,
      marketingOptIn: true,
      status: "new",
      source: "/events/weddings",
    });
    expect(stored.eventDate?.toISOString().slice(0, 10)).toBe(eventDate);
    const mail = await t.db.prisma.outboxMessage.findMany({
      where: { OR: [{ to: guest.email }, { replyTo: guest.email }] },
      select: { kind: true, to: true },
      orderBy: { kind: "asc" },
    });
    expect(mail).toEqual([
      { kind: "enquiry_acknowledgement", to: guest.email },
      { kind: "enquiry_staff_notice", to: "events@courtfield.example.com" },
      // The marketing tick asks the guest to confirm the newsletter (ADR 015).
      { kind: "newsletter_confirmation", to: guest.email },
    ]);
  });

  it.each([
    ["conference", "/events/conferences"],
    ["party", "/events/private-parties"],
  ] as const)("takes the %s page as the source when the form names none", async (eventType, source) => {
    const receipt = await callerOf(t.app).enquiries.submitEvent(eventEnquiry({ eventType, eventDate: undefined, message: "" }));
    await expect(t.db.prisma.eventInquiry.findUniqueOrThrow({ where: { id: receipt.id }, select: { source: true, eventDate: true, message: true } })).resolves.toEqual({
      source,
      eventDate: null,
      message: null,
    });
  });

  it("answers a bot that filled the hidden website field as if all went well, storing and sending nothing", async () => {
    const before = await counts();
    await expect(callerOf(t.app).enquiries.submitEvent(eventEnquiry({ website: "buy now" }))).resolves.toMatchObject({ status: "new" });
    await expect(counts()).resolves.toEqual(before);
  });

  it.each([
    ["no consent tick", { consent: undefined }, { consent: "Please consent to receive communications" }],
    ["an unticked consent", { consent: false }, { consent: "Please consent to receive communications" }],
    ["a missing name", { name: undefined }, { name: "Name is required" }],
    ["a missing email", { email: "" }, { email: "Email is required" }],
    ["a missing phone", { phone: undefined }, { phone: "Phone number is required" }],
    ["a phone with letters", { phone: "call me" }, { phone: "Please enter a valid phone number" }],
    ["a 16-digit phone", { phone: "+4416329601234567" }, { phone: "Phone number must be between 10 and 15 digits" }],
    ["a missing event type", { eventType: undefined }, { eventType: "Event type is required" }],
    ["an unknown event type", { eventType: "funeral" }, { eventType: "Please enter a valid event type" }],
    ["a date not written YYYY-MM-DD", { eventDate: "12/06/2027" }, { eventDate: "Please enter a valid date (YYYY-MM-DD)" }],
    ["a date that does not exist", { eventDate: "2027-02-30" }, { eventDate: "Please enter a valid date (YYYY-MM-DD)" }],
    ["a date in the past", { eventDate: addDays(londonToday(), -1) }, { eventDate: "Event date cannot be in the past" }],
    ["no guest number", { guests: undefined }, { guests: "Number of guests is required" }],
    ["zero guests", { guests: 0 }, { guests: "Number of guests must be at least 1" }],
    ["more guests than the venues hold", { guests: 151 }, { guests: "Maximum 150 guests allowed" }],
    ["a fractional guest number", { guests: 2.5 }, { guests: "Number of guests must be a whole number" }],
    ["a message over 500 characters", { message: "x".repeat(501) }, { message: "Message must be less than 500 characters" }],
    ["a source that is not a site path", { source: "/events/<x>" }, { source: "Please enter a valid source page" }],
  ])("refuses %s with the spec's message and changes nothing", async (_case, override, expected) => {
    const before = await counts();
    const input = { ...eventEnquiry(), ...override } as unknown as EventEnquiryRequestInput;
    await expect(fieldErrorsOfCall(callerOf(t.app).enquiries.submitEvent(input))).resolves.toEqual(expected);
    await expect(counts()).resolves.toEqual(before);
  });

  it("accepts today's date and the venues' full capacity", async () => {
    await expect(callerOf(t.app).enquiries.submitEvent(eventEnquiry({ eventDate: londonToday(), guests: 150 }))).resolves.toMatchObject({ status: "new" });
  });
});
