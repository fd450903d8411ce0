import { describe, expect, it } from "vitest";
import { consentRecord, contactEnquiry, eventEnquiry, guestEmail } from "../../factories/enquiries.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const VALIDATION_ERROR = "Please check your input and try again.";

describe("the enquiry and newsletter REST shims: envelope, status codes and request guards", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000" });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  const totals = async () => ({
    contact: await t.db.prisma.contactInquiry.count(),
    event: await t.db.prisma.eventInquiry.count(),
    consent: await t.db.prisma.consentRecord.count(),
    subscribers: await t.db.prisma.newsletterSubscriber.count(),
    suppressed: await t.db.prisma.suppressionEntry.count(),
    mail: await t.db.prisma.outboxMessage.count(),
  });

  it("POST /api/inquiries/contact answers 201 {success, data: {id, status, receivedAt}}", async () => {
    const response = await post("/api/inquiries/contact", contactEnquiry(), { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown, status: "new", receivedAt: expect.any(String) as unknown },
    });
  });

  it("POST /api/inquiries/event answers 201 with the same receipt shape", async () => {
    const response = await post("/api/inquiries/event", eventEnquiry({ eventType: "party", guests: 30 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, data: { status: "new" } });
  });

  it("POST /api/inquiries/consent stores the record the browser sends after a marketing-ticked enquiry", async () => {
    const record = consentRecord({ email: "Consent.Guest@Example.com" });
    const response = await post("/api/inquiries/consent", record);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { recorded: true, recordedAt: expect.any(String) as unknown } });
    await expect(
      t.db.prisma.consentRecord.findMany({ where: { email: "consent.guest@example.com" }, select: { marketing: true, analytics: true } }),
    ).resolves.toEqual([{ marketing: true, analytics: false }]);
  });

  it("POST /api/inquiries/consent stores missing choices as no", async () => {
    const email = guestEmail();
    expect((await post("/api/inquiries/consent", { email })).statusCode).toBe(201);
    await expect(t.db.prisma.consentRecord.findFirst({ where: { email }, select: { marketing: true, analytics: true } })).resolves.toEqual({
      marketing: false,
      analytics: false,
    });
  });

  it("POST /api/newsletter/subscribe answers 202 pending_confirmation", async () => {
    const response = await post("/api/newsletter/subscribe", { email: guestEmail(), source: "/pet-friendly" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, data: { status: "pending_confirmation" } });
  });

  it("POST /api/inquiries/newsletter/unsubscribe and /api/inquiries/suppression answer 200 {unsubscribed: true}", async () => {
    for (const [url, payload] of [
      ["/api/inquiries/newsletter/unsubscribe", { email: guestEmail() }],
      ["/api/inquiries/suppression", { email: guestEmail(), reason: "Too many e-mails" }],
      ["/api/inquiries/suppression", { email: guestEmail() }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { unsubscribed: true } });
    }
  });

  it.each([
    ["/api/inquiries/contact", { name: "J", email: "jane", message: "short" }, { name: "Name must be at least 2 characters", email: "Please enter a valid email address", message: "Message must be at least 10 characters" }],
    ["/api/inquiries/event", { ...eventEnquiry(), consent: false, guests: 0 }, { consent: "Please consent to receive communications", guests: "Number of guests must be at least 1" }],
    ["/api/inquiries/consent", { marketing: "yes" }, { email: "Email is required", marketing: "Please enter a valid marketing choice" }],
    ["/api/newsletter/subscribe", { email: "not-an-address" }, { email: "Please enter a valid email address" }],
    ["/api/inquiries/newsletter/unsubscribe", {}, { email: "Email is required" }],
    ["/api/inquiries/suppression", { email: guestEmail(), reason: "x".repeat(201) }, { reason: "Reason must be less than 200 characters" }],
  ])("%s answers bad input with 400, a message per field, and changes nothing", async (url, payload, fieldErrors) => {
    const before = await totals();
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: VALIDATION_ERROR, fieldErrors });
    await expect(totals()).resolves.toEqual(before);
  });

  const PATHS = [
    "/api/inquiries/contact",
    "/api/inquiries/event",
    "/api/inquiries/consent",
    "/api/newsletter/subscribe",
    "/api/inquiries/suppression",
    "/api/inquiries/newsletter/unsubscribe",
  ];

  it.each(PATHS)("%s refuses a body over 64 KB with 413", async (url) => {
    const before = await totals();
    const response = await post(url, { ...contactEnquiry(), message: "x".repeat(65 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: "The request is too large. The limit is 64 KB." });
    await expect(totals()).resolves.toEqual(before);
  });

  it.each(PATHS)("%s refuses a form-encoded (non-JSON) body with 415", async (url) => {
    const response = await post(url, "email=jane%40example.com", { "content-type": "application/x-www-form-urlencoded" });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, error: "Unsupported content type. Please send JSON (Content-Type: application/json)." });
  });

  it.each(PATHS)("%s refuses a text/plain body with 415 and malformed JSON with 400", async (url) => {
    expect((await post(url, "hello", { "content-type": "text/plain" })).statusCode).toBe(415);
    const malformed = await post(url, "{not json");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, error: "The request body is not valid JSON." });
  });

  it.each(PATHS)("%s refuses a cross-site browser request with 403", async (url) => {
    const response = await post(url, { email: guestEmail() }, { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
  });

  it("gives a bot that filled the honeypot the same 201 receipt and stores nothing", async () => {
    const before = await totals();
    const response = await post("/api/inquiries/contact", contactEnquiry({ website: "http://spam.example" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, data: { status: "new" } });
    const signUp = await post("/api/newsletter/subscribe", { email: guestEmail(), website: "x" });
    expect(signUp.json()).toEqual({ success: true, data: { status: "pending_confirmation" } });
    await expect(totals()).resolves.toEqual(before);
  });

  it("serves the same procedures over tRPC with field errors for the forms", async () => {
    const ok = await t.app.inject({ method: "POST", url: "/trpc/enquiries.submitContact", payload: contactEnquiry() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ result: { data: { status: "new" } } });
    const bad = await t.app.inject({ method: "POST", url: "/trpc/newsletter.subscribe", payload: { email: "x" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { data: { fieldErrors: { email: "Please enter a valid email address" } } } });
  });
});

describe("the per-client limit on enquiry and newsletter writes", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "4" });

  const post = (url: string, payload: unknown, remoteAddress: string) =>
    t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(payload), remoteAddress });

  it("shares one budget across the enquiry, consent and newsletter writes and answers 429 with a clear message", async () => {
    const ip = "203.0.113.50";
    expect((await post("/api/inquiries/contact", contactEnquiry(), ip)).statusCode).toBe(201);
    expect((await post("/api/inquiries/event", eventEnquiry(), ip)).statusCode).toBe(201);
    expect((await post("/api/newsletter/subscribe", { email: guestEmail() }, ip)).statusCode).toBe(202);
    const viaTrpc = await t.app.inject({ method: "POST", url: "/trpc/enquiries.recordConsent", payload: consentRecord(), remoteAddress: ip });
    expect(viaTrpc.statusCode).toBe(200);

    const contactsBefore = await t.db.prisma.contactInquiry.count();
    for (const [url, payload] of [
      ["/api/inquiries/contact", contactEnquiry()],
      ["/api/inquiries/event", eventEnquiry()],
      ["/api/inquiries/consent", consentRecord()],
      ["/api/newsletter/subscribe", { email: guestEmail() }],
      ["/api/inquiries/suppression", { email: guestEmail() }],
      ["/api/inquiries/newsletter/unsubscribe", { email: guestEmail() }],
    ] as const) {
      const limited = await post(url, payload, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, error: "Too many requests. Please wait a moment and try again." });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    }
    await expect(t.db.prisma.contactInquiry.count()).resolves.toBe(contactsBefore);
    await expect(t.db.prisma.suppressionEntry.count()).resolves.toBe(0);

    // Another guest is not held back by this one.
    expect((await post("/api/inquiries/contact", contactEnquiry(), "203.0.113.51")).statusCode).toBe(201);
  });
});
