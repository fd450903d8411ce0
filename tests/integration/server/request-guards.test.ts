import { describe, expect, it } from "vitest";
import { londonToday } from "../../../src/shared/dates.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const validReport = { errorId: "AB12CD34", message: "TypeError: x is undefined", path: "/rooms" };

describe("request guards on a public write (POST /api/client-errors)", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "3" });

  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = "203.0.113.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/client-errors",
      headers: { "content-type": "application/json", ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      remoteAddress,
    });

  it("accepts a valid same-origin report with the success envelope", async () => {
    const response = await post(validReport, { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" }, "203.0.113.10");
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, data: { received: true } });
  });

  it("answers bad input with 400 and a message per field", async () => {
    const response = await post({ errorId: "!", message: "", path: "no-slash" }, {}, "203.0.113.11");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: "Please check your input and try again.",
      fieldErrors: { errorId: "Please enter a valid error id", message: "Message is required", path: "Please enter a valid path" },
    });
  });

  it.each([
    ["cross-site Sec-Fetch-Site", { "sec-fetch-site": "cross-site" }],
    ["same-site (another subdomain) Sec-Fetch-Site", { "sec-fetch-site": "same-site" }],
    ["a foreign Origin without Sec-Fetch-Site", { origin: "https://evil.example" }],
  ])("refuses %s with 403", async (_case, headers) => {
    const response = await post(validReport, headers, "203.0.113.12");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, error: "This request came from another site and was refused." });
  });

  it("refuses a body over 64 KB with 413", async () => {
    const response = await post({ ...validReport, message: "x".repeat(70 * 1024) }, {}, "203.0.113.13");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: "The request is too large. The limit is 64 KB." });
  });

  it.each([
    ["text/plain", "hello"],
    ["application/x-www-form-urlencoded", "a=b"],
  ])("refuses a %s body with 415", async (contentType, payload) => {
    const response = await post(payload, { "content-type": contentType }, "203.0.113.14");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      error: "Unsupported content type. Please send JSON (Content-Type: application/json).",
    });
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await post("{not json", {}, "203.0.113.15");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: "The request body is not valid JSON." });
  });

  it("limits public writes per client with 429 and Retry-After, shared by REST and tRPC", async () => {
    const ip = "203.0.113.20";
    expect((await post(validReport, {}, ip)).statusCode).toBe(202);
    const viaTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/monitoring.reportClientError",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(validReport),
      remoteAddress: ip,
    });
    expect(viaTrpc.statusCode).toBe(200);
    expect((await post(validReport, {}, ip)).statusCode).toBe(202);
    const limited = await post(validReport, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: "Too many requests. Please wait a moment and try again." });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another client still gets through.
    expect((await post(validReport, {}, "203.0.113.21")).statusCode).toBe(202);
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: "Not found" });
  });
});

describe("tRPC errors over HTTP", () => {
  const t = useTestApp();

  it("carries zod field errors for forms, and no stack", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/monitoring.reportClientError",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ errorId: "AB12CD34", message: "", path: "/" }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { data: { code: string; fieldErrors: Record<string, string>; stack?: string } } }>();
    expect(body.error.data.code).toBe("BAD_REQUEST");
    expect(body.error.data.fieldErrors).toEqual({ message: "Message is required" });
    expect(body.error.data.stack).toBeUndefined();
  });
});

describe("the global per-client limit", () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: "3" });

  it("counts API calls only: a visitor's page, script and style loads never meet a 429", async () => {
    const ip = "203.0.113.40";
    for (let index = 0; index < 5; index++) {
      const page = await t.app.inject({ method: "GET", url: "/robots.txt", remoteAddress: ip });
      expect(page.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      statuses.push((await t.app.inject({ method: "GET", url: "/api/health", remoteAddress: ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("counts the busiest public read, the night price, like any other call", async () => {
    const ip = "203.0.113.41";
    const url = `/api/prices/current?roomType=double&date=${londonToday()}`;
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) statuses.push((await t.app.inject({ method: "GET", url, remoteAddress: ip })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
