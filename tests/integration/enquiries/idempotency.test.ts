import { describe, expect, it } from "vitest";
import { ENQUIRY_MESSAGES } from "../../../src/shared/enquiries/enquiry-messages.ts";
import { consentRecord, contactEnquiry, eventEnquiry, guestEmail, idempotencyKey } from "../../factories/enquiries.ts";
import { callerOf } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("a retried submission never makes a duplicate (Idempotency-Key)", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000" });

  const post = (url: string, payload: unknown, key?: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      payload: JSON.stringify(payload),
    });

  const storedFor = async (email: string) => ({
    contact: await t.db.prisma.contactInquiry.count({ where: { email } }),
    event: await t.db.prisma.eventInquiry.count({ where: { email } }),
    mail: await t.db.prisma.outboxMessage.count({ where: { OR: [{ to: email }, { replyTo: email }] } }),
  });

  it("answers a repeated contact form (same key, same payload) with the first answer and stores it once", async () => {
    const guest = contactEnquiry();
    const key = idempotencyKey();
    const first = await post("/api/inquiries/contact", guest, key);
    const again = await post("/api/inquiries/contact", guest, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    await expect(storedFor(guest.email)).resolves.toEqual({ contact: 1, event: 0, mail: 2 });
  });

  it("treats the header and the tRPC field as the same key, and a differently written but equal payload as the same", async () => {
    const guest = contactEnquiry();
    const key = idempotencyKey();
    const viaRest = await post("/api/inquiries/contact", guest, key);
    const viaTrpc = await callerOf(t.app).enquiries.submitContact({ ...guest, email: `  ${guest.email.toUpperCase()} `, idempotencyKey: key });
    expect(viaTrpc).toEqual(viaRest.json<{ data: unknown }>().data);
    await expect(storedFor(guest.email)).resolves.toEqual({ contact: 1, event: 0, mail: 2 });
  });

  it("refuses the same key with a different payload with 409 and stores nothing more", async () => {
    const guest = contactEnquiry();
    const key = idempotencyKey();
    expect((await post("/api/inquiries/contact", guest, key)).statusCode).toBe(201);
    const changed = await post("/api/inquiries/contact", { ...guest, message: "Actually, could we make that a double room?" }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ success: false, error: ENQUIRY_MESSAGES.IDEMPOTENCY_CONFLICT });
    await expect(storedFor(guest.email)).resolves.toEqual({ contact: 1, event: 0, mail: 2 });
  });

  it("refuses a key already used on another form with 409", async () => {
    const key = idempotencyKey();
    const guest = eventEnquiry();
    expect((await post("/api/inquiries/contact", contactEnquiry({ email: guest.email }), key)).statusCode).toBe(201);
    const reused = await post("/api/inquiries/event", guest, key);
    expect(reused.statusCode).toBe(409);
    await expect(storedFor(guest.email)).resolves.toEqual({ contact: 1, event: 0, mail: 2 });
  });

  it("stores an event enquiry once when the same submission arrives five times at once", async () => {
    const guest = eventEnquiry();
    const key = idempotencyKey();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post("/api/inquiries/event", guest, key)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    await expect(storedFor(guest.email)).resolves.toEqual({ contact: 0, event: 1, mail: 2 });
  });

  it("without a key, two submissions are two enquiries", async () => {
    const guest = contactEnquiry();
    await post("/api/inquiries/contact", guest);
    await post("/api/inquiries/contact", guest);
    // Both reach staff; the guest is acknowledged once that day (ADR 061).
    await expect(storedFor(guest.email)).resolves.toEqual({ contact: 2, event: 0, mail: 3 });
  });

  it("keeps consent records and sign-ups to one per key as well", async () => {
    const record = consentRecord();
    const key = idempotencyKey();
    const first = await post("/api/inquiries/consent", record, key);
    expect((await post("/api/inquiries/consent", record, key)).json()).toEqual(first.json());
    await expect(t.db.prisma.consentRecord.count({ where: { email: record.email } })).resolves.toBe(1);

    const email = guestEmail();
    const signUpKey = idempotencyKey();
    expect((await post("/api/newsletter/subscribe", { email }, signUpKey)).statusCode).toBe(202);
    expect((await post("/api/newsletter/subscribe", { email }, signUpKey)).statusCode).toBe(202);
    await expect(t.db.prisma.outboxMessage.count({ where: { to: email } })).resolves.toBe(1);
  });

  it("refuses a malformed Idempotency-Key header with 400", async () => {
    const response = await post("/api/inquiries/contact", contactEnquiry(), "short");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { idempotencyKey: "Please enter a valid idempotency key" } });
  });
});
