import { describe, expect, it, vi } from "vitest";
import { createEventEnquirySchema, eventEnquirySchema } from "../../../../src/shared/enquiries/event-enquiry.ts";
import { fieldErrorsFor, parsedOf } from "../validation/parse-helpers.ts";

const TODAY = "2026-06-15";
const schema = createEventEnquirySchema(TODAY);

const valid = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "01228 123456",
  eventType: "wedding",
  guests: 50,
  consent: true,
};

describe("eventEnquirySchema", () => {
  it("parses a minimal inquiry with defaults and the phone without its separators (E.164 is the server's step)", () => {
    expect(parsedOf(schema, valid)).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "01228123456",
      eventType: "wedding",
      eventDate: undefined,
      guests: 50,
      message: undefined,
      marketingOptIn: false,
      consent: true,
    });
  });

  it("parses a full inquiry, cleaning the free text", () => {
    const parsed = parsedOf(schema, {
      ...valid,
      name: " Dr. Amal O'Connor-Smith ",
      email: "Amal@Example.ORG",
      phone: "+1 202 555 0143",
      eventType: "conference",
      eventDate: TODAY,
      guests: 150,
      message: "Projector please <a href=javascript:x onclick=y>",
      marketingOptIn: true,
    });
    expect(parsed).toMatchObject({
      name: "Dr. Amal O'Connor-Smith",
      email: "amal@example.org",
      phone: "+12025550143",
      eventType: "conference",
      eventDate: "2026-06-15",
      guests: 150,
      message: "Projector please",
      marketingOptIn: true,
    });
  });

  it.each([
    ["consent", { consent: false }, "Please consent to receive communications"],
    ["consent", { consent: undefined }, "Please consent to receive communications"],
    ["consent", { consent: "true" }, "Please consent to receive communications"],
    ["phone", { phone: "" }, "Phone number is required"],
    ["phone", { phone: "+44 1228" }, "Phone number must be between 10 and 15 digits"],
    ["eventType", { eventType: undefined }, "Event type is required"],
    ["eventType", { eventType: "funeral" }, "Please enter a valid event type"],
    ["eventDate", { eventDate: "2026-06-14" }, "Event date cannot be in the past"],
    ["eventDate", { eventDate: "next Saturday" }, "Please enter a valid date (YYYY-MM-DD)"],
    ["guests", { guests: 0 }, "Number of guests must be at least 1"],
    ["guests", { guests: 151 }, "Maximum 150 guests allowed"],
    ["guests", { guests: 12.5 }, "Number of guests must be a whole number"],
    ["message", { message: "x".repeat(501) }, "Message must be less than 500 characters"],
    ["name", { name: "A".repeat(51) }, "Name must be less than 50 characters"],
    ["email", { email: "a".repeat(250) + "@x.com" }, "Email address is too long"],
  ])("reports %s: %j", (field, override, message) => {
    expect(fieldErrorsFor(schema, { ...valid, ...override })).toEqual({ [field]: message });
  });

  // A form shows all of them on the first Send (tests/e2e/form-errors-at-once.spec.ts): no rule
  // waits for another field to pass, and the missing consent tick does not hide the rest.
  it("reports every field at once, the consent tick with the others", () => {
    expect(fieldErrorsFor(schema, { ...valid, name: "", email: "", phone: "", guests: 180, consent: false })).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      guests: "Maximum 150 guests allowed",
      consent: "Please consent to receive communications",
    });
  });

  // The API takes a meeting too (the venue forms offer only the other three).
  it.each(["wedding", "conference", "party", "meeting"])("accepts the event type %s", (eventType) => {
    expect(parsedOf(schema, { ...valid, eventType }).eventType).toBe(eventType);
  });

  it("the default schema reads the London date at each parse, not once at start-up", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date("2026-06-15T12:00:00Z"));
      expect(parsedOf(eventEnquirySchema, { ...valid, eventDate: "2026-06-15" }).eventDate).toBe("2026-06-15");
      // 23:30 UTC on the 15th is already the 16th in London (BST).
      vi.setSystemTime(new Date("2026-06-15T23:30:00Z"));
      expect(fieldErrorsFor(eventEnquirySchema, { ...valid, eventDate: "2026-06-15" })).toEqual({
        eventDate: "Event date cannot be in the past",
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports a message that is not text", () => {
    expect(fieldErrorsFor(schema, { ...valid, message: 42 })).toEqual({ message: "Please enter a valid message" });
  });
});
