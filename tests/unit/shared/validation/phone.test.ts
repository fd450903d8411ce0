import { describe, expect, it } from "vitest";
import { addonPhoneSchema } from "../../../../src/shared/addons/addon-fields.ts";
import { optionalPhoneSchema, phoneSchema } from "../../../../src/shared/validation/fields.ts";
import { firstMessageOf, parsedOf } from "./parse-helpers.ts";

// DESIGN decision 5: UK national numbers (leading 0) are valid, everything is stored as E.164.

describe("phone (public forms)", () => {
  it.each([
    ["a UK landline with 0", "01228 123456", "+441228123456"],
    ["a UK mobile with 0 (Ofcom drama range)", "07700 900123", "+447700900123"],
    ["a UK number in brackets and hyphens", "(01228) 123-456", "+441228123456"],
    ["a UK number written +44 (0)", "+44 (0)1228 123456", "+441228123456"],
    ["a UK number with the 00 prefix (15 digits)", "0044 (0)1228 123456", "+441228123456"],
    ["exactly 10 digits without the 0", "1228 123 456", "+441228123456"],
    ["a US number with +", "+1 (202) 555-0143", "+12025550143"],
    ["a French number with +", "+33 1 23 45 67 89", "+33123456789"],
    ["an Irish mobile with +", "+353 86 123 4567", "+353861234567"],
    ["exactly 15 digits with +", "+49 30 1234 5678 901", "+493012345678901"],
    ["a number wrapped in markup", "<b>01228 123456</b>", "+441228123456"],
  ])("normalises %s", (_case, input, expected) => {
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
    ["9 digits", "0122 812 34", "Phone number must be between 10 and 15 digits"],
    ["16 digits", "+49 30 1234 5678 9012", "Phone number must be between 10 and 15 digits"],
    ["10 digits no country can have", "+1234567890", "Please enter a valid phone number"],
    ["an unknown country code", "+999 1234 5678", "Please enter a valid phone number"],
    ["a US number without +", "1 202 555 0143", "Please enter a valid phone number"],
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
    ["a UK number", "07700 900123", "+447700900123"],
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
    ["a UK mobile with 0", "07700 900123", "+447700900123"],
    ["exactly 10 characters", "1228123456", "+441228123456"],
    ["exactly 20 characters", "0044 (0) 1228 123456", "+441228123456"],
    ["an international number", "+33 1 23 45 67 89", "+33123456789"],
  ])("normalises %s", (_case, input, expected) => {
    expect(parsedOf(addonPhoneSchema, input)).toBe(expected);
  });

  it.each([
    ["missing", undefined, "Phone number is required"],
    ["empty", "", "Phone number is required"],
    ["containing letters", "07700 9OO123", "Please enter a valid phone number"],
    ["9 characters", "122812345", "Phone number must be at least 10 characters"],
    ["21 characters", "0044 (0) 1228  123456", "Phone number must be less than 20 characters"],
    ["16 digits no country can have", "1234567890123456", "Please enter a valid phone number"],
  ])("rejects a number %s", (_case, input, message) => {
    expect(firstMessageOf(addonPhoneSchema, input)).toBe(message);
  });
});
