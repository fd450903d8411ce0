import { describe, expect, it, vi } from "vitest";
import { addonBookingSchema, createAddonBookingSchema } from "../../../../src/shared/addons/addon-booking.ts";
import { fieldErrorsFor, parsedOf } from "../validation/parse-helpers.ts";

const TODAY = "2026-06-15";
const schema = createAddonBookingSchema(TODAY);

const validPetAddon = {
  enabled: true,
  numberOfPets: 1,
  petDetails: [{ name: "Biscuit", type: "Dog" }],
  specialRequirements: "",
};

const valid = {
  bookingConfirmationId: "LH-12345",
  guestName: "Jane Doe",
  guestEmail: "jane@example.com",
  guestPhone: "07700 900123",
  checkInDate: "2026-06-20",
  checkOutDate: "2026-06-22",
  petAddon: validPetAddon,
};

function withPets(override: Record<string, unknown>) {
  return { ...valid, petAddon: { ...validPetAddon, ...override } };
}

describe("addonBookingSchema: a valid booking", () => {
  it("normalises fields, computes the nights and keeps client-sent money apart as quoted figures", () => {
    const parsed = parsedOf(schema, {
      ...valid,
      guestName: "  Jane <b>Doe</b>  ",
      guestEmail: " Jane@Example.COM ",
      guestPhone: "+44 (0)7700 900123",
      petAddon: {
        enabled: true,
        numberOfPets: 2,
        petDetails: [
          { name: " Biscuit ", type: "Dog" },
          { name: "Mr Whiskers", type: "Cat" },
        ],
        specialRequirements: "  Ground floor <i>please</i>  ",
        subtotal: 1,
      },
      numberOfNights: 99,
      totalAmount: 1,
      marketingConsent: true,
      paymentIntentId: "pi_3AbC123",
    });
    expect(parsed).toEqual({
      bookingConfirmationId: "LH-12345",
      guestName: "Jane Doe",
      guestEmail: "jane@example.com",
      guestPhone: "+4407700900123", // without its separators; E.164 is the server's step
      checkInDate: "2026-06-20",
      checkOutDate: "2026-06-22",
      numberOfNights: 2,
      petAddon: {
        enabled: true,
        numberOfPets: 2,
        petDetails: [
          { name: "Biscuit", type: "Dog" },
          { name: "Mr Whiskers", type: "Cat" },
        ],
        specialRequirements: "Ground floor please",
      },
      marketingConsent: true,
      paymentIntentId: "pi_3AbC123",
      quoted: { numberOfNights: 99, subtotal: 1, totalAmount: 1 },
    });
  });

  it.each([
    ["check-in today", { checkInDate: "2026-06-15", checkOutDate: "2026-06-16" }, 1],
    ["check-in exactly one year ahead", { checkInDate: "2027-06-15", checkOutDate: "2027-06-16" }, 1],
    ["a 30-night stay", { checkInDate: "2026-06-15", checkOutDate: "2026-07-15" }, 30],
    ["a stay over the clock change", { checkInDate: "2026-10-24", checkOutDate: "2026-10-26" }, 2],
  ])("accepts %s", (_case, dates, nights) => {
    expect(parsedOf(schema, { ...valid, ...dates }).numberOfNights).toBe(nights);
  });

  it.each([
    ["3-character confirmation ID", { bookingConfirmationId: "A_1" }],
    ["20-character confirmation ID", { bookingConfirmationId: "A".repeat(20) }],
    ["2-character guest name", { guestName: "Jo" }],
    ["50-character guest name", { guestName: "A".repeat(50) }],
    ["100-character email", { guestEmail: "a".repeat(88) + "@example.com" }],
  ])("accepts a %s", (_case, override) => {
    expect(fieldErrorsFor(schema, { ...valid, ...override })).toEqual({});
  });

  it.each([
    ["five pets", withPets({ numberOfPets: 5, petDetails: Array.from({ length: 5 }, () => ({ name: "Rex", type: "Dog" })) })],
    ["a 2-letter pet name", withPets({ petDetails: [{ name: "Bo", type: "Cat" }] })],
    ["a 30-letter pet name with a hyphen and apostrophe", withPets({ petDetails: [{ name: "D'Arcy-" + "a".repeat(23), type: "Dog" }] })],
    ["500 characters of special requirements", withPets({ specialRequirements: "r".repeat(500) })],
  ])("accepts %s", (_case, input) => {
    expect(fieldErrorsFor(schema, input)).toEqual({});
  });
});

describe("addonBookingSchema: messages", () => {
  it.each([
    ["bookingConfirmationId", { bookingConfirmationId: undefined }, "Booking confirmation ID is required"],
    ["bookingConfirmationId", { bookingConfirmationId: "  " }, "Booking confirmation ID is required"],
    ["bookingConfirmationId", { bookingConfirmationId: "AB" }, "Booking confirmation ID must be at least 3 characters"],
    ["bookingConfirmationId", { bookingConfirmationId: "A".repeat(21) }, "Booking confirmation ID must be 20 characters or less"],
    ["bookingConfirmationId", { bookingConfirmationId: "LH 12345" }, "Booking confirmation ID can only contain letters, numbers, hyphens and underscores"],
    ["guestName", { guestName: "" }, "Guest name is required"],
    ["guestName", { guestName: "J" }, "Guest name must be at least 2 characters"],
    ["guestName", { guestName: "A".repeat(51) }, "Guest name must be less than 50 characters"],
    ["guestName", { guestName: "Jane_Doe" }, "Guest name can only contain letters, spaces, hyphens, apostrophes, and periods"],
    ["guestEmail", { guestEmail: "" }, "Email is required"],
    ["guestEmail", { guestEmail: "jane@" }, "Please enter a valid email address"],
    ["guestEmail", { guestEmail: "a".repeat(89) + "@example.com" }, "Email address is too long"],
    ["guestPhone", { guestPhone: "" }, "Phone number is required"],
    ["guestPhone", { guestPhone: "ring reception" }, "Please enter a valid phone number"],
    ["guestPhone", { guestPhone: "01228 123" }, "Phone number must be at least 10 characters"],
    ["guestPhone", { guestPhone: "+44 (0) 1228 - 123 - 456" }, "Phone number must be less than 20 characters"],
    ["checkInDate", { checkInDate: "" }, "Check-in date is required"],
    ["checkInDate", { checkInDate: "2026-06-31" }, "Please enter a valid date (YYYY-MM-DD)"],
    ["checkOutDate", { checkOutDate: undefined }, "Check-out date is required"],
    ["checkOutDate", { checkOutDate: "22/06/2026" }, "Please enter a valid date (YYYY-MM-DD)"],
    ["checkOutDate", { checkOutDate: "2026-06-20" }, "Check-out date must be after check-in date"],
    ["checkOutDate", { checkOutDate: "2026-06-19" }, "Check-out date must be after check-in date"],
    ["checkOutDate", { checkInDate: "2026-06-15", checkOutDate: "2026-07-16" }, "Stay cannot exceed 30 nights"],
    ["marketingConsent", { marketingConsent: "yes" }, "Please enter a valid marketing choice"],
    ["paymentIntentId", { paymentIntentId: "ch_123" }, "Please enter a valid payment reference"],
  ])("reports %s: %j", (field, override, message) => {
    expect(fieldErrorsFor(schema, { ...valid, ...override })).toEqual({ [field]: message });
  });

  it.each([
    ["yesterday", { checkInDate: "2026-06-14", checkOutDate: "2026-06-16" }, "Check-in date cannot be in the past"],
    ["one year and a day ahead", { checkInDate: "2027-06-16", checkOutDate: "2027-06-17" }, "Check-in date cannot be more than one year ahead"],
  ])("rejects a check-in %s", (_case, dates, message) => {
    expect(fieldErrorsFor(schema, { ...valid, ...dates })).toEqual({ checkInDate: message });
  });

  it.each([
    ["petAddon.enabled", withPets({ enabled: false }), "Please select the pet accommodation add-on to continue"],
    ["petAddon.enabled", withPets({ enabled: undefined }), "Please select the pet accommodation add-on to continue"],
    ["petAddon.numberOfPets", withPets({ numberOfPets: undefined }), "Number of pets is required"],
    ["petAddon.numberOfPets", withPets({ numberOfPets: 0, petDetails: [] }), "Number of pets must be at least 1"],
    ["petAddon.numberOfPets", withPets({ numberOfPets: 6, petDetails: Array.from({ length: 6 }, () => ({ name: "Rex", type: "Dog" })) }), "Maximum 5 pets allowed"],
    ["petAddon.numberOfPets", withPets({ numberOfPets: 1.5 }), "Number of pets must be a whole number"],
    ["petAddon.petDetails", withPets({ numberOfPets: 2 }), "Please provide details for each pet"],
    ["petAddon.petDetails", withPets({ petDetails: "Biscuit" }), "Please provide details for each pet"],
    ["petAddon.petDetails.0.name", withPets({ petDetails: [{ name: "", type: "Dog" }] }), "Pet name is required"],
    ["petAddon.petDetails.0.name", withPets({ petDetails: [{ name: "B", type: "Dog" }] }), "Pet name must be at least 2 characters"],
    ["petAddon.petDetails.0.name", withPets({ petDetails: [{ name: "B".repeat(31), type: "Dog" }] }), "Pet name must be less than 30 characters"],
    ["petAddon.petDetails.0.name", withPets({ petDetails: [{ name: "Rex the 2nd", type: "Dog" }] }), "Pet name can only contain letters, spaces, hyphens and apostrophes"],
    ["petAddon.petDetails.0.type", withPets({ petDetails: [{ name: "Polly" }] }), "Pet type is required"],
    ["petAddon.petDetails.0.type", withPets({ petDetails: [{ name: "Polly", type: "Parrot" }] }), "Please enter a valid pet type"],
    ["petAddon.specialRequirements", withPets({ specialRequirements: "r".repeat(501) }), "Special requirements must be less than 500 characters"],
    ["petAddon.specialRequirements", withPets({ specialRequirements: ["quiet room"] }), "Please enter a valid special requirements text"],
  ])("reports %s", (field, input, message) => {
    expect(fieldErrorsFor(schema, input)).toEqual({ [field]: message });
  });

  it("asks for the add-on when it is missing altogether", () => {
    expect(fieldErrorsFor(schema, { ...valid, petAddon: undefined })).toEqual({
      petAddon: "Please select the pet accommodation add-on to continue",
    });
  });

  it("shows the date-order error together with other fields' errors", () => {
    expect(fieldErrorsFor(schema, { ...valid, guestName: "J", checkOutDate: "2026-06-20" })).toEqual({
      guestName: "Guest name must be at least 2 characters",
      checkOutDate: "Check-out date must be after check-in date",
    });
  });
});

describe("addonBookingSchema (default instance)", () => {
  it("judges check-in against the current London date at each parse", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date("2026-06-20T10:00:00Z"));
      expect(fieldErrorsFor(addonBookingSchema, valid)).toEqual({});
      vi.setSystemTime(new Date("2026-06-21T10:00:00Z"));
      expect(fieldErrorsFor(addonBookingSchema, valid)).toEqual({ checkInDate: "Check-in date cannot be in the past" });
    } finally {
      vi.useRealTimers();
    }
  });
});
