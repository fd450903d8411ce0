import { describe, expect, it } from "vitest";
import {
  contactMessageSchema,
  emailField,
  emailSchema,
  eventDateField,
  eventMessageSchema,
  guestsSchema,
  nameSchema,
} from "../../../../src/shared/validation/fields.ts";
import { firstMessageOf, parsedOf } from "./parse-helpers.ts";

const EMAIL_DOMAIN = "@example.com";

describe("email", () => {
  it.each([
    ["missing", undefined, "Email is required"],
    ["empty", "", "Email is required"],
    ["only spaces", "   ", "Email is required"],
    ["without @", "jane.example.com", "Please enter a valid email address"],
    ["without a domain dot", "jane@example", "Please enter a valid email address"],
    ["with a space inside", "jane doe@example.com", "Please enter a valid email address"],
    ["255 characters", "a".repeat(255 - EMAIL_DOMAIN.length) + EMAIL_DOMAIN, "Email address is too long"],
    // Validated, never cleaned into another valid address (ADR 060).
    ["a script tag as its local part", "<script>@x.com", "Please enter a valid email address"],
    ["wrapped in angle brackets", "<jane@example.com>", "Please enter a valid email address"],
    ["carrying a handler", "onclick=x@example.com", "Please enter a valid email address"],
    ["carrying javascript:", "javascript:alert(1)@example.com", "Please enter a valid email address"],
  ])("rejects an email that is %s", (_case, input, message) => {
    expect(firstMessageOf(emailSchema, input)).toBe(message);
  });

  it.each([
    ["trims and lower-cases", "  Jane.Doe@Example.COM ", "jane.doe@example.com"],
    ["accepts plus addressing", "jane+hotel@example.co.uk", "jane+hotel@example.co.uk"],
    ["accepts exactly 254 characters", "a".repeat(254 - EMAIL_DOMAIN.length) + EMAIL_DOMAIN, "a".repeat(242) + EMAIL_DOMAIN],
  ])("%s", (_case, input, expected) => {
    expect(parsedOf(emailSchema, input)).toBe(expected);
  });

  it("uses a caller's lower maximum with the same message", () => {
    const short = emailField(100);
    expect(parsedOf(short, "a".repeat(100 - EMAIL_DOMAIN.length) + EMAIL_DOMAIN)).toHaveLength(100);
    expect(firstMessageOf(short, "a".repeat(101 - EMAIL_DOMAIN.length) + EMAIL_DOMAIN)).toBe("Email address is too long");
  });
});

describe("name", () => {
  it.each([
    ["missing", undefined, "Name is required"],
    ["empty", "", "Name is required"],
    ["only spaces", "    ", "Name is required"],
    ["one letter", "J", "Name must be at least 2 characters"],
    ["one letter once cleaned", "<b>J</b>", "Name must be at least 2 characters"],
    ["51 characters", "A".repeat(51), "Name must be less than 50 characters"],
    ["with a digit", "J0hn", "Name can only contain letters, spaces, hyphens, apostrophes, and periods"],
    ["with an @", "jane@home", "Name can only contain letters, spaces, hyphens, apostrophes, and periods"],
  ])("rejects a name that is %s", (_case, input, message) => {
    expect(firstMessageOf(nameSchema, input)).toBe(message);
  });

  it.each([
    ["exactly 2 characters", "Jo", "Jo"],
    ["exactly 50 characters", "A".repeat(50), "A".repeat(50)],
    ["hyphens, apostrophes, periods", "  Mary-Jane O'Neil Jr.  ", "Mary-Jane O'Neil Jr."],
    ["accented letters", "José Álvarez", "José Álvarez"],
  ])("accepts %s", (_case, input, expected) => {
    expect(parsedOf(nameSchema, input)).toBe(expected);
  });
});

describe("contact message", () => {
  it.each([
    ["missing", undefined, "Message is required"],
    ["empty", "", "Message is required"],
    ["markup only", " <p></p> ", "Message is required"],
    ["9 characters", "Too short", "Message must be at least 10 characters"],
    ["1001 characters", "m".repeat(1001), "Message must be less than 1000 characters"],
  ])("rejects a message that is %s", (_case, input, message) => {
    expect(firstMessageOf(contactMessageSchema, input)).toBe(message);
  });

  it.each([
    ["exactly 10 characters", "Ten chars!", "Ten chars!"],
    ["exactly 1000 characters", "m".repeat(1000), "m".repeat(1000)],
    [
      "cleaned of markup and scripts",
      "  Hello <b>there</b>, onclick=steal() javascript:void(0)  ",
      "Hello there, steal() void(0)",
    ],
  ])("accepts a message of %s", (_case, input, expected) => {
    expect(parsedOf(contactMessageSchema, input)).toBe(expected);
  });
});

describe("event message", () => {
  it.each([
    ["missing", undefined, undefined],
    ["empty", "", undefined],
    ["exactly 500 characters", "m".repeat(500), "m".repeat(500)],
    ["with an onerror attribute", "Buffet <img onerror=x> please", "Buffet  please"],
  ])("accepts a message that is %s", (_case, input, expected) => {
    expect(parsedOf(eventMessageSchema, input)).toBe(expected);
  });

  it("rejects 501 characters", () => {
    expect(firstMessageOf(eventMessageSchema, "m".repeat(501))).toBe("Message must be less than 500 characters");
  });
});

describe("guests (1-150, ADR 059)", () => {
  it.each([
    ["missing", undefined, "Number of guests is required"],
    ["zero", 0, "Number of guests must be at least 1"],
    ["negative", -3, "Number of guests must be at least 1"],
    ["151", 151, "Maximum 150 guests allowed"],
    ["fractional", 2.5, "Number of guests must be a whole number"],
    ["a string", "50", "Number of guests must be a whole number"],
    ["NaN", Number.NaN, "Number of guests must be a whole number"],
  ])("rejects %s", (_case, input, message) => {
    expect(firstMessageOf(guestsSchema, input)).toBe(message);
  });

  it.each([1, 20, 21, 150])("accepts %i", (guests) => {
    expect(parsedOf(guestsSchema, guests)).toBe(guests);
  });
});

describe("event date", () => {
  const eventDate = eventDateField(() => "2026-06-15");

  it.each([
    ["missing", undefined, undefined],
    ["empty", "", undefined],
    ["today", "2026-06-15", "2026-06-15"],
    ["tomorrow", "2026-06-16", "2026-06-16"],
    ["padded with spaces", " 2027-01-02 ", "2027-01-02"],
    ["exactly three years ahead", "2029-06-15", "2029-06-15"],
  ])("accepts %s", (_case, input, expected) => {
    expect(parsedOf(eventDate, input)).toBe(expected);
  });

  it.each([
    ["yesterday", "2026-06-14", "Event date cannot be in the past"],
    ["last year", "2025-12-31", "Event date cannot be in the past"],
    ["three years and a day ahead", "2029-06-16", "Event date cannot be more than three years ahead"],
    ["a typo of a year", "2062-06-15", "Event date cannot be more than three years ahead"],
    ["in UK order", "15/06/2026", "Please enter a valid date (YYYY-MM-DD)"],
    ["a day that does not exist", "2026-02-30", "Please enter a valid date (YYYY-MM-DD)"],
    ["month 13", "2026-13-01", "Please enter a valid date (YYYY-MM-DD)"],
    ["a number", 20260615, "Please enter a valid date (YYYY-MM-DD)"],
  ])("rejects %s", (_case, input, message) => {
    expect(firstMessageOf(eventDate, input)).toBe(message);
  });
});
