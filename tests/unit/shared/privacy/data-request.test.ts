import { describe, expect, it } from "vitest";
import { dataRequestSchema } from "../../../../src/shared/privacy/data-request.ts";
import { fieldErrorsFor, parsedOf } from "../validation/parse-helpers.ts";

const REASON = "I no longer stay in Carlisle";

describe("dataRequestSchema", () => {
  it.each([
    [
      "access",
      { type: "access", email: " Jane@Example.com ", fullName: " Jane Doe " },
      { type: "access", email: "jane@example.com", fullName: "Jane Doe" },
    ],
    [
      "export (a name sent anyway is dropped)",
      { type: "export", email: "jane@example.com", fullName: "Jane Doe" },
      { type: "export", email: "jane@example.com" },
    ],
    [
      "delete",
      { type: "delete", email: "jane@example.com", fullName: "Jane Doe", reason: ` ${REASON} <b>` },
      { type: "delete", email: "jane@example.com", fullName: "Jane Doe", reason: REASON },
    ],
  ])("parses a %s request", (_case, input, expected) => {
    expect(parsedOf(dataRequestSchema, input)).toEqual(expected);
  });

  it.each([
    ["exactly 10 characters", "Moved away"],
    ["exactly 200 characters", "r".repeat(200)],
  ])("accepts a deletion reason of %s", (_case, reason) => {
    expect(fieldErrorsFor(dataRequestSchema, { type: "delete", email: "jane@example.com", fullName: "Jane Doe", reason })).toEqual({});
  });

  it.each([
    ["an unknown type", { type: "erase", email: "jane@example.com" }, { type: "Invalid request type." }],
    ["no type", { email: "jane@example.com" }, { type: "Invalid request type." }],
    ["access without a name", { type: "access", email: "jane@example.com" }, { fullName: "Full name is required" }],
    ["access with a 1-letter name", { type: "access", email: "jane@example.com", fullName: "J" }, { fullName: "Full name must be at least 2 characters" }],
    [
      "access with a 51-letter name",
      { type: "access", email: "jane@example.com", fullName: "A".repeat(51) },
      { fullName: "Full name must be less than 50 characters" },
    ],
    [
      "access with digits in the name",
      { type: "access", email: "jane@example.com", fullName: "Jane 2" },
      { fullName: "Full name can only contain letters, spaces, hyphens, apostrophes, and periods" },
    ],
    ["export without an email", { type: "export" }, { email: "Email is required" }],
    ["export with a bad email", { type: "export", email: "jane at example" }, { email: "Please enter a valid email address" }],
    [
      "delete without a reason",
      { type: "delete", email: "jane@example.com", fullName: "Jane Doe" },
      { reason: "Reason for deletion is required" },
    ],
    [
      "delete with a blank reason",
      { type: "delete", email: "jane@example.com", fullName: "Jane Doe", reason: "   " },
      { reason: "Reason for deletion is required" },
    ],
    [
      "delete with a 9-character reason",
      { type: "delete", email: "jane@example.com", fullName: "Jane Doe", reason: "Moved out" },
      { reason: "Please provide a more detailed reason (at least 10 characters)" },
    ],
    [
      "delete with a 201-character reason",
      { type: "delete", email: "jane@example.com", fullName: "Jane Doe", reason: "r".repeat(201) },
      { reason: "Reason must be less than 200 characters" },
    ],
  ])("rejects %s", (_case, input, expected) => {
    expect(fieldErrorsFor(dataRequestSchema, input)).toEqual(expected);
  });
});
