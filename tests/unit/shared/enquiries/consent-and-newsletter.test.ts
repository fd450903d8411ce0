import { describe, expect, it } from "vitest";
import { consentSchema } from "../../../../src/shared/enquiries/consent.ts";
import {
  newsletterSubscribeSchema,
  suppressionSchema,
  unsubscribeSchema,
} from "../../../../src/shared/newsletter/unsubscribe-requests.ts";
import { fieldErrorsFor, parsedOf } from "../validation/parse-helpers.ts";

describe("consentSchema", () => {
  it.each([
    ["no choices as no consent", { email: "Jane@Example.com" }, { email: "jane@example.com", marketing: false, analytics: false }],
    [
      "the record sent after an inquiry",
      { email: "jane@example.com", marketing: true, analytics: false },
      { email: "jane@example.com", marketing: true, analytics: false },
    ],
  ])("parses %s", (_case, input, expected) => {
    expect(parsedOf(consentSchema, input)).toEqual(expected);
  });

  it.each([
    ["a missing email", { marketing: true }, { email: "Email is required" }],
    ["a non-boolean marketing choice", { email: "jane@example.com", marketing: "yes" }, { marketing: "Please enter a valid marketing choice" }],
    ["a non-boolean analytics choice", { email: "jane@example.com", analytics: 1 }, { analytics: "Please enter a valid analytics choice" }],
  ])("rejects %s", (_case, input, expected) => {
    expect(fieldErrorsFor(consentSchema, input)).toEqual(expected);
  });
});

describe("newsletter sign-up and unsubscribe", () => {
  it.each([
    ["newsletterSubscribeSchema", newsletterSubscribeSchema],
    ["unsubscribeSchema", unsubscribeSchema],
  ])("%s lower-cases the email and reports the spec messages", (_name, schema) => {
    expect(parsedOf(schema, { email: " Jane@Example.com " })).toEqual({ email: "jane@example.com" });
    expect(fieldErrorsFor(schema, { email: "jane" })).toEqual({ email: "Please enter a valid email address" });
    expect(fieldErrorsFor(schema, {})).toEqual({ email: "Email is required" });
  });
});

describe("suppressionSchema", () => {
  it.each([
    ["no reason", { email: "jane@example.com" }, "User requested unsubscribe"],
    ["an empty reason", { email: "jane@example.com", reason: "" }, "User requested unsubscribe"],
    ["a chosen reason, cleaned", { email: "jane@example.com", reason: " Too many emails <b> " }, "Too many emails"],
  ])("stores %s", (_case, input, reason) => {
    expect(parsedOf(suppressionSchema, input)).toEqual({ email: "jane@example.com", reason });
  });

  it("rejects a reason that is not text", () => {
    expect(fieldErrorsFor(suppressionSchema, { email: "jane@example.com", reason: 3 })).toEqual({
      reason: "Please enter a valid reason",
    });
  });

  it("rejects a reason over 200 characters", () => {
    expect(fieldErrorsFor(suppressionSchema, { email: "jane@example.com", reason: "r".repeat(201) })).toEqual({
      reason: "Reason must be less than 200 characters",
    });
  });
});
