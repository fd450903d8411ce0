import { describe, expect, it } from "vitest";
import { addonPhoneSchema } from "../../../../src/shared/addons/addon-fields.ts";
import { optionalPhoneSchema, phoneSchema } from "../../../../src/shared/validation/fields.ts";
import { nationalPhone } from "../../../../src/shared/validation/phone-number.ts";
import { firstMessageOf, parsedOf } from "./parse-helpers.ts";

// The rule the browser runs (ADR 047: a UK national number's leading 0
// is fine). It gives the number without separators; E.164 is the server's step
// (tests/unit/server/trpc/e164-phone.test.ts).

describe("phone (public forms)", () => {
  it.each([
    ["a UK landline with 0", "01228 123456", "01228123456"],
    ["a UK mobile with 0 (Ofcom drama range)", "07700 900123", "07700900123"],
    ["a UK number in brackets and hyphens", "(01228) 123-456", "01228123456"],
    ["a UK number written +44 (0)", "+44 (0)1228 123456", "+4401228123456"],
    ["a UK number with the 00 prefix (15 digits)", "0044 (0)1228 123456", "004401228123456"],
    ["exactly 10 digits", "1228 123 456", "1228123456"],
    ["a US number with +", "+1 (202) 555-0143", "+12025550143"],
    ["exactly 15 digits with +", "+49 30 1234 5678 901", "+493012345678901"],
    ["a number wrapped in markup", "<b>01228 123456</b>", "01228123456"],
    // Digits the rule allows but no country has: only the server, with the numbering plan, refuses them.
    ["10 digits no country can have", "+1234567890", "+1234567890"],
    ["an unknown country code", "+999 1234 5678", "+99912345678"],
  ])("passes %s, without its separators", (_case, input, expected) => {
    expect(parsedOf(phoneSchema, input)).toBe(expected);
  });

  it.each([
    ["missing", undefined, "Phone number is required"],
    ["empty", "", "Phone number is required"],
    ["only spaces", "   ", "Phone number is required"],
    ["containing a letter", "0770O 900123", "Please enter a valid phone number"],
    ["with an extension", "01228 123456 ext 2", "Please enter a valid phone number"],
    ["with a # sign", "01228#123456", "Please enter a valid phone number"],
    ["with a + in the middle", "07700+900123", "Please enter a valid phone number"],
    ["with a dot", "01228.123456", "Please enter a valid phone number"],
    ["9 digits", "0122 812 34", "Phone number must be between 10 and 15 digits"],
    ["9 digits after a +", "+44 1228 123", "Phone number must be between 10 and 15 digits"],
    ["16 digits", "+49 30 1234 5678 9012", "Phone number must be between 10 and 15 digits"],
  ])("rejects a number %s", (_case, input, message) => {
    expect(firstMessageOf(phoneSchema, input)).toBe(message);
  });
});

describe("phone (contact form, optional)", () => {
  it.each([
    ["missing", undefined, undefined],
    ["null", null, undefined],
    ["empty", "", undefined],
    ["blank", "   ", undefined],
    ["a UK number", "07700 900123", "07700900123"],
  ])("accepts %s", (_case, input, expected) => {
    expect(parsedOf(optionalPhoneSchema, input)).toBe(expected);
  });

  it.each([
    ["letters", "call me", "Please enter a valid phone number"],
    ["too few digits", "0123", "Phone number must be between 10 and 15 digits"],
  ])("still rejects %s", (_case, input, message) => {
    expect(firstMessageOf(optionalPhoneSchema, input)).toBe(message);
  });
});

describe("phone (add-on form: 10-20 characters typed)", () => {
  it.each([
    ["a UK mobile with 0", "07700 900123", "07700900123"],
    ["exactly 10 characters", "1228123456", "1228123456"],
    ["exactly 20 characters", "0044 (0) 1228 123456", "004401228123456"],
    ["an international number", "+33 1 23 45 67 89", "+33123456789"],
    // 16 digits: within the form's 20 characters; the server refuses it (no country has it).
    ["16 digits no country can have", "1234567890123456", "1234567890123456"],
  ])("passes %s, without its separators", (_case, input, expected) => {
    expect(parsedOf(addonPhoneSchema, input)).toBe(expected);
  });

  it.each([
    ["missing", undefined, "Phone number is required"],
    ["empty", "", "Phone number is required"],
    ["containing letters", "07700 9OO123", "Please enter a valid phone number"],
    ["with a + in the middle", "07700+900123", "Please enter a valid phone number"],
    ["9 characters", "122812345", "Phone number must be at least 10 characters"],
    ["21 characters", "0044 (0) 1228  123456", "Phone number must be less than 20 characters"],
  ])("rejects a number %s", (_case, input, message) => {
    expect(firstMessageOf(addonPhoneSchema, input)).toBe(message);
  });
});

// Shown back to the guest (the add-on's success page) as a UK guest writes it; stored in E.164.
describe("nationalPhone", () => {
  it.each([
    ["+447700900123", "07700 900123"],
    ["+441632960123", "01632 960123"],
    ["+441228123456", "01228 123456"],
    ["+442079460000", "020 7946 0000"],
    ["+441614960000", "0161 496 0000"],
    ["+441134960000", "0113 496 0000"],
    ["+443069990000", "0306 999 0000"],
    ["+12025550143", "+12025550143"],
    ["+353851234567", "+353851234567"],
  ])("%s → %s", (e164, shown) => {
    expect(nationalPhone(e164)).toBe(shown);
  });
});
