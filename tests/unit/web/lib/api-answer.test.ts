import { describe, expect, it } from "vitest";
import type { ApiEnvelope } from "../../../../src/shared/api/api-envelope.ts";
import { messagesByField, readApiAnswer, readApiResponse } from "../../../../src/web/lib/api-answer.ts";

describe("reading the /api answer envelope in the browser", () => {
  it("hands over a success's data, unchecked, for the caller to check", () => {
    const answer: ApiEnvelope<{ ourPrice: number }> = { success: true, data: { ourPrice: 120 } };
    expect(readApiAnswer(answer)).toEqual({ kind: "data", data: { ourPrice: 120 } });
    expect(readApiAnswer({ success: true, data: null })).toEqual({ kind: "data", data: null });
  });

  it("gives a refusal's message and field messages, and only the parts the server sent", () => {
    const answer: ApiEnvelope<never> = { success: false, error: "Please correct the errors below.", fieldErrors: { email: "Please enter a valid email address" }, errorId: "E1" };
    expect(readApiAnswer(answer)).toEqual({ kind: "refusal", error: "Please correct the errors below.", fieldErrors: { email: "Please enter a valid email address" } });
    expect(readApiAnswer({ success: false })).toEqual({ kind: "refusal" });
  });

  it("trusts no words from a body that is not the envelope", () => {
    for (const body of [null, "Bad Gateway", [], {}, { success: "true", data: 1 }, { success: true }, { success: false, error: 5 }, { success: false, error: "x", fieldErrors: { email: 1 } }, { success: false, fieldErrors: [] }]) {
      expect(readApiAnswer(body)).toEqual({ kind: "unreadable" });
    }
  });

  it("reads a response that is not JSON as unreadable", async () => {
    expect(await readApiResponse(new Response("<html>502</html>", { status: 502 }))).toEqual({ kind: "unreadable" });
    expect(await readApiResponse(Response.json({ success: false, error: "Too many requests" }, { status: 429 }))).toEqual({ kind: "refusal", error: "Too many requests" });
  });

  it("takes field messages only as a map of texts", () => {
    expect(messagesByField({ guestEmail: "Please enter a valid email address" })).toEqual({ guestEmail: "Please enter a valid email address" });
    expect(messagesByField({})).toEqual({});
    expect(messagesByField({ guestEmail: ["two", "messages"] })).toBeUndefined();
    expect(messagesByField(null)).toBeUndefined();
  });
});
