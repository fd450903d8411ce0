import { describe, expect, it } from "vitest";
import { adminLoginSchema } from "../../../../src/shared/staff/admin-login.ts";
import { fieldErrorsFor, parsedOf } from "../validation/parse-helpers.ts";

describe("adminLoginSchema", () => {
  it("trims and lower-cases the email but keeps the password exactly as typed", () => {
    expect(parsedOf(adminLoginSchema, { email: " Admin@Example.com ", password: " s3cret<>! " })).toEqual({
      email: "admin@example.com",
      password: " s3cret<>! ",
    });
  });

  it("accepts a password of exactly 6 characters", () => {
    expect(fieldErrorsFor(adminLoginSchema, { email: "admin@example.com", password: "123456" })).toEqual({});
  });

  it.each([
    ["nothing", {}, { email: "Email is required", password: "Password is required" }],
    ["an empty password", { email: "admin@example.com", password: "" }, { password: "Password is required" }],
    ["a 5-character password", { email: "admin@example.com", password: "12345" }, { password: "Password must be at least 6 characters" }],
    ["a huge password", { email: "admin@example.com", password: "p".repeat(257) }, { password: "Password must be less than 256 characters" }],
    ["an empty email", { email: "", password: "secret1" }, { email: "Email is required" }],
    ["an invalid email", { email: "admin", password: "secret1" }, { email: "Please enter a valid email address" }],
  ])("rejects %s", (_case, input, expected) => {
    expect(fieldErrorsFor(adminLoginSchema, input)).toEqual(expected);
  });
});
