import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "../../../src/shared/api/error-catalogue.ts";
import { fakeWebBuild } from "../helpers/fake-web-build.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// Inputs an independent fuzzer found answered with 500: each is the client's mistake,
// so each answers 4xx, in the API's envelope on /api paths, and the server logs no error.

type Method = "GET" | "POST" | "QUERY" | "PROPFIND";
const LONG_SEGMENT = `cs_${"a".repeat(60)}%5C${"b".repeat(60)}`;

describe("no input reaches a 500", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000" }, fakeWebBuild);
  const send = (method: Method, url: string, headers: Record<string, string> = {}, payload?: string) =>
    t.app.inject({ method: method as "GET", url, headers, ...(payload === undefined ? {} : { payload }) });

  it.each([
    ["/api/rooms", "GET, HEAD"],
    ["/", "GET, HEAD"],
    ["/api/inquiries/contact", "POST"],
  ])("QUERY %s with a body and no Content-Type answers 405 with Allow: %s", async (url, allow) => {
    const response = await send("QUERY", url, {}, "hello");
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
  });

  it("a method the server does not know at all answers 405 or 501, never 500", async () => {
    const response = await send("PROPFIND", "/api/rooms");
    expect([405, 501]).toContain(response.statusCode);
  });

  it.each([
    ["/api/nonexistent%5Cx", 404],
    ["/foo%5C..%5Cbar", 404],
    [`/api/addon-bookings/session/${LONG_SEGMENT}`, 404],
    [`/assets/${"x".repeat(120)}%5C..%5C.js`, 404],
  ])("GET %s answers %i", async (url, status) => {
    const response = await send("GET", url);
    expect(response.statusCode).toBe(status);
    if (url.startsWith("/api/")) expect(response.json()).toMatchObject({ success: false, error: expect.any(String) as string });
  });

  it("a GET path segment over Fastify's 100 characters is not found, not a wrong method", async () => {
    const response = await send("GET", `/api/rooms/${"r".repeat(101)}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(response.json()).toMatchObject({ success: false });
  });

  it.each(["/api/rooms/%F3%BB", "/api/rooms/%zz", "/api/%"])("a bad percent-encoding (%s) answers 400 in the envelope", async (url) => {
    const response = await send("GET", url);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR });
  });

  it("any error that carries a 4xx status keeps it", async () => {
    const response = await send("POST", "/api/inquiries/contact", { "content-type": "application/json", "content-encoding": "br" }, "{}");
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("a contact message with a NUL and other control characters is stored without them, not lost", async () => {
    const message = "Arriving late\u0000 on Friday\u001b[31m \u0007please\u202e keep\tthe room.\nThanks";
    const response = await send(
      "POST",
      "/api/inquiries/contact",
      { "content-type": "application/json" },
      JSON.stringify({ name: "Nul\u0000 Tester", email: "nul.tester@example.com", message }),
    );
    expect(response.statusCode).toBe(201);
    const stored = await t.db.prisma.contactInquiry.findFirstOrThrow({ where: { email: "nul.tester@example.com" }, select: { name: true, message: true } });
    expect(stored).toEqual({ name: "Nul Tester", message: "Arriving late on Friday[31m please keep\tthe room.\nThanks" });
  });
});
