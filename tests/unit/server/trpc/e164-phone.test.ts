import { describe, expect, it } from "vitest";
import { createAddonBookingSchema } from "../../../../src/shared/addons/addon-booking.ts";
import { contactEnquiryRequestSchema } from "../../../../src/shared/enquiries/contact-enquiry-request.ts";
import { createEventEnquiryRequestSchema } from "../../../../src/shared/enquiries/event-enquiry-request.ts";
import { toE164, withE164Phone } from "../../../../src/server/trpc/e164-phone.ts";
import { londonToday } from "../../../../src/shared/dates.ts";
import { addonBookingPayload } from "../../../factories/addons.ts";
import { contactEnquiry, eventEnquiry } from "../../../factories/enquiries.ts";
import { fieldErrorsFor, parsedOf } from "../../shared/validation/parse-helpers.ts";

// The server's step after the browser's rule (ADR 047): the compact number read
// as E.164 with UK as the home region; a number no country could have is refused.

describe("toE164", () => {
  it.each([
    ["a UK landline with 0", "01228123456", "+441228123456"],
    ["a UK mobile with 0 (Ofcom drama range)", "07700900123", "+447700900123"],
    ["a UK number written +44 (0)", "+4401228123456", "+441228123456"],
    ["a UK number with the 00 prefix", "004401228123456", "+441228123456"],
    ["10 digits without the 0", "1228123456", "+441228123456"],
    ["a US number with +", "+12025550143", "+12025550143"],
    ["a French number with +", "+33123456789", "+33123456789"],
    ["an Irish mobile with +", "+353861234567", "+353861234567"],
    ["15 digits with +", "+493012345678901", "+493012345678901"],
  ])("reads %s", (_case, compact, expected) => {
    expect(toE164(compact)).toBe(expected);
  });

  it.each([
    ["10 digits no country can have", "+1234567890"],
    ["an unknown country code", "+99912345678"],
    ["a US number without + (read as a UK one, too long)", "12025550143"],
    ["16 digits", "1234567890123456"],
  ])("finds no number in %s", (_case, compact) => {
    expect(toE164(compact)).toBeUndefined();
  });
});

describe("withE164Phone on the request schemas", () => {
  const today = londonToday();
  const contact = withE164Phone(contactEnquiryRequestSchema, "phone");
  const event = withE164Phone(createEventEnquiryRequestSchema(today), "phone");
  const addon = withE164Phone(createAddonBookingSchema(today), "guestPhone");

  const contactRequest = contactEnquiry({ phone: undefined });
  const eventRequest = eventEnquiry({ phone: "01228 123456" });
  const addonRequest = addonBookingPayload({ guestPhone: "07700 900123" });

  it("stores what the shared rule passed as E.164, the rest of the request unchanged", () => {
    expect(parsedOf(contact, { ...contactRequest, phone: "+44 (0)1632 960 123" })).toEqual(parsedOf(contactEnquiryRequestSchema, { ...contactRequest, phone: "+441632960123" }));
    expect(parsedOf(event, eventRequest).phone).toBe("+441228123456");
    expect(parsedOf(addon, addonRequest).guestPhone).toBe("+447700900123");
  });

  it("leaves the contact form's optional phone out when none was given", () => {
    expect(parsedOf(contact, contactRequest).phone).toBeUndefined();
  });

  it.each([
    ["contact", () => fieldErrorsFor(contact, { ...contactRequest, phone: "+999 1234 5678" }), { phone: "Please enter a valid phone number" }],
    ["event", () => fieldErrorsFor(event, { ...eventRequest, phone: "+1 234 567 890" }), { phone: "Please enter a valid phone number" }],
    ["add-on", () => fieldErrorsFor(addon, { ...addonRequest, guestPhone: "1234567890123456" }), { guestPhone: "Please enter a valid phone number" }],
  ])("refuses, on the %s request, a number the browser's rule passes but no country has, under the phone field", (_case, errorsOf, expected) => {
    expect(errorsOf()).toEqual(expected);
  });

  it("keeps the shared rule's own messages", () => {
    expect(fieldErrorsFor(event, { ...eventRequest, phone: "01228 123" })).toEqual({ phone: "Phone number must be between 10 and 15 digits" });
    expect(fieldErrorsFor(addon, { ...addonRequest, guestPhone: "" })).toEqual({ guestPhone: "Phone number is required" });
  });
});
