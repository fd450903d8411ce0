import { describe, expect, it } from "vitest";
import { contactEnquiryRequestSchema } from "../../../../src/shared/enquiries/contact-enquiry-request.ts";
import { createEventEnquiryRequestSchema } from "../../../../src/shared/enquiries/event-enquiry-request.ts";
import { linkTokenSchema, newsletterSubscribeRequestSchema } from "../../../../src/shared/newsletter/newsletter-requests.ts";
import { fieldErrorsFor, parsedOf } from "../validation/parse-helpers.ts";

const contact = { name: "Jane Doe", email: "jane@example.com", message: "Is parking free for guests?" };
const event = { name: "Jane Doe", email: "jane@example.com", phone: "01632 960123", eventType: "party", guests: 30, consent: true };

describe("the forms' request schemas (the spec's payload plus source, idempotency key and honeypot)", () => {
  it("defaults the source to the form's page and reads the honeypot as filled or not", () => {
    expect(parsedOf(contactEnquiryRequestSchema, contact)).toMatchObject({ source: "/contact", website: false });
    expect(parsedOf(createEventEnquiryRequestSchema("2026-11-22"), event)).toMatchObject({ source: "/events/private-parties", website: false });
    // A meeting has no form of its own: it belongs with conferences.
    expect(parsedOf(createEventEnquiryRequestSchema("2026-11-22"), { ...event, eventType: "meeting" })).toMatchObject({ source: "/events/conferences" });
    expect(parsedOf(newsletterSubscribeRequestSchema, { email: "jane@example.com" })).toMatchObject({ source: "/", website: false });
  });

  it.each([
    ["", false],
    ["   ", false],
    [null, false],
    [false, false],
    ["http://spam.example", true],
    [1, true],
    [{ any: "thing" }, true],
  ])("reads a honeypot of %o as filled: %s, and never refuses it", (website, filled) => {
    expect(parsedOf(contactEnquiryRequestSchema, { ...contact, website }).website).toBe(filled);
  });

  it.each([
    [{ source: "contact" }, { source: "Please enter a valid source page" }],
    [{ source: "/Contact?x=1" }, { source: "Please enter a valid source page" }],
    [{ idempotencyKey: "1234567" }, { idempotencyKey: "Please enter a valid idempotency key" }],
    [{ idempotencyKey: "has spaces in it" }, { idempotencyKey: "Please enter a valid idempotency key" }],
  ])("refuses %o", (extra, errors) => {
    expect(fieldErrorsFor(contactEnquiryRequestSchema, { ...contact, ...extra })).toEqual(errors);
  });

  it("keeps the shared schemas' own rules and messages", () => {
    expect(fieldErrorsFor(createEventEnquiryRequestSchema("2026-11-22"), { ...event, consent: false, eventDate: "2026-11-21" })).toEqual({
      consent: "Please consent to receive communications",
      eventDate: "Event date cannot be in the past",
    });
  });

  it("accepts only a 43-character base64url link token", () => {
    expect(fieldErrorsFor(linkTokenSchema, { token: "A".repeat(43) })).toEqual({});
    expect(fieldErrorsFor(linkTokenSchema, { token: "A".repeat(42) })).toEqual({ token: "This link is not valid. Please check you copied the whole link." });
    expect(fieldErrorsFor(linkTokenSchema, {})).toEqual({ token: "This link is not valid. Please check you copied the whole link." });
  });
});
