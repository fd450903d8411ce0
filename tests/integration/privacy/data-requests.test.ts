import { describe, expect, it } from "vitest";
import { DATA_REQUEST_MESSAGES } from "../../../src/shared/privacy/privacy-messages.ts";
import { createAddonBooking } from "../../factories/addon-bookings.ts";
import { contactEnquiry, guestEmail } from "../../factories/enquiries.ts";
import { callerOf, contextOf } from "../helpers/app-caller.ts";
import { createAppCaller } from "../../../src/server/trpc/app-router.ts";
import { useTestApp } from "../helpers/use-test-app.ts";
import { ERASURE_HASH_KEY, mailedLink, openLink, pressButton, tokenOf } from "./privacy-helpers.ts";

describe("data requests: submitted, confirmed from the e-mailed link, then carried out", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000", ERASURE_HASH_KEY });

  const submit = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, payload: payload as Record<string, unknown> });

  it("answers a known and an unknown address with the same status and body, and stores nothing but the request", async () => {
    const known = guestEmail("known");
    await t.app.inject({ method: "POST", url: "/api/inquiries/contact", payload: contactEnquiry({ email: known }) });
    await createAddonBooking(t.db.prisma, { guestEmail: known });
    const unknown = guestEmail("unknown");

    const answers = await Promise.all([known, unknown].map((email) => submit("/api/gdpr/data-request", { email, fullName: "Sam Doe" })));
    const shapes = answers.map((answer) => ({ status: answer.statusCode, body: answer.body.replace(/"id":"[0-9a-f-]{36}"/, '"id":"…"') }));
    expect(shapes[0]).toEqual(shapes[1]);
    expect(answers[0]?.statusCode).toBe(202);
    expect(answers[0]?.json()).toMatchObject({ success: true, data: { status: "awaiting_confirmation", message: DATA_REQUEST_MESSAGES.SUBMITTED } });
    // Both addresses got a confirmation e-mail, and nothing was disclosed in it.
    for (const email of [known, unknown]) {
      const mail = await t.db.prisma.outboxMessage.findFirst({ where: { to: email, kind: "privacy_request_confirmation" }, select: { text: true } });
      expect(mail?.text).toContain("/api/gdpr/confirm?token=");
      expect(mail?.text).not.toContain("Sam Doe");
    }
  });

  it("validates by type with the spec's messages on each REST path and refuses an unknown type", async () => {
    const noName = await submit("/api/gdpr/delete-request", { email: guestEmail(), reason: "short" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ success: false, fieldErrors: { reason: "Please provide a more detailed reason (at least 10 characters)" } });
    expect(Object.keys(noName.json<{ fieldErrors: object }>().fieldErrors)).toContain("fullName");
    const badEmail = await submit("/api/gdpr/export-request", { email: "not-an-address" });
    expect(badEmail.json()).toMatchObject({ fieldErrors: { email: "Please enter a valid email address" } });
    const badType = await submit("/api/gdpr/request", { type: "rectify", email: guestEmail() });
    expect(badType.statusCode).toBe(400);
    expect(JSON.stringify(badType.json())).toContain("Invalid request type.");
    // An export needs only the address.
    expect((await submit("/api/gdpr/export-request", { email: guestEmail() })).statusCode).toBe(202);
  });

  it("shows the request's status by id, without personal data", async () => {
    const answer = await submit("/api/gdpr/request", { type: "export", email: guestEmail() });
    const { id } = answer.json<{ data: { id: string } }>().data;
    const status = await t.app.inject({ method: "GET", url: `/api/gdpr/request/${id}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ success: true, data: { id, type: "export", status: "awaiting_confirmation", createdAt: expect.any(String) as unknown, dueAt: null } });
    const missing = await t.app.inject({ method: "GET", url: "/api/gdpr/request/4d7e6b0e-0000-4000-8000-000000000999" });
    expect(missing.statusCode).toBe(404);
  });

  it("opening the link changes nothing; its button confirms once, sets the due date and e-mails the access summary", async () => {
    const email = guestEmail("access");
    await t.app.inject({ method: "POST", url: "/api/inquiries/contact", payload: contactEnquiry({ email }) });
    await createAddonBooking(t.db.prisma, { guestEmail: email });
    const { id } = (await submit("/api/gdpr/data-request", { email, fullName: "Sam Doe" })).json<{ data: { id: string } }>().data;
    const link = await mailedLink(t.db.prisma, email, "privacy_request_confirmation");

    const page = await openLink(t.app, link);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("Confirm your data access request");
    expect(page.body).toContain('<form method="post"');
    await expect(t.db.prisma.privacyRequest.findUnique({ where: { id }, select: { status: true } })).resolves.toEqual({ status: "awaiting_confirmation" });

    const confirmed = await pressButton(t.app, link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("We have e-mailed you a summary");
    const row = await t.db.prisma.privacyRequest.findUnique({ where: { id }, select: { status: true, confirmedAt: true, dueAt: true, tokenHash: true } });
    expect(row).toMatchObject({ status: "completed", tokenHash: null });
    expect(row?.dueAt).toBeInstanceOf(Date);
    const summary = await t.db.prisma.outboxMessage.findFirst({ where: { to: email, kind: "privacy_access_summary" }, select: { text: true } });
    expect(summary?.text).toContain("Messages sent through our contact form: 1");
    expect(summary?.text).toContain("Pet accommodation add-on bookings: 1");
    expect(summary?.text).toContain("Your data requests to us: 1");

    const reused = await pressButton(t.app, link);
    expect(reused.statusCode).toBe(404);
    expect(reused.body).toContain("This link cannot be used");
    expect(reused.body).toContain(DATA_REQUEST_MESSAGES.LINK_EXPIRED);
    expect((await openLink(t.app, link)).body).toContain(DATA_REQUEST_MESSAGES.LINK_EXPIRED);
  });

  it("refuses a link after its 24 hours, and a made-up one, with a page saying so", async () => {
    const email = guestEmail("late");
    const { id } = (await submit("/api/gdpr/export-request", { email })).json<{ data: { id: string } }>().data;
    const link = await mailedLink(t.db.prisma, email, "privacy_request_confirmation");
    const row = await t.db.prisma.privacyRequest.findUniqueOrThrow({ where: { id }, select: { createdAt: true, tokenExpiresAt: true } });
    expect(row.tokenExpiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3_600_000);
    await t.db.prisma.privacyRequest.update({ where: { id }, data: { tokenExpiresAt: new Date(Date.now() - 1000) } });
    for (const response of [await openLink(t.app, link), await pressButton(t.app, link)]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(DATA_REQUEST_MESSAGES.LINK_EXPIRED);
      // The message sends the guest to the data request page: it links there.
      expect(response.body).toContain('<a href="/data-request">Make a new data request</a>');
    }
    await expect(t.db.prisma.privacyRequest.findUnique({ where: { id }, select: { status: true } })).resolves.toEqual({ status: "awaiting_confirmation" });
    const madeUp = await openLink(t.app, `http://localhost:3000/api/gdpr/confirm?token=${"A".repeat(43)}`);
    expect(madeUp.statusCode).toBe(404);
    const malformed = await openLink(t.app, "http://localhost:3000/api/gdpr/confirm?token=nope");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("This link cannot be used");
  });

  it("export: the button offers the JSON file of every record (with its schema version) and e-mails a link to it", async () => {
    const email = guestEmail("export");
    await t.app.inject({ method: "POST", url: "/api/inquiries/contact", payload: contactEnquiry({ email, name: "Ada Lovelace" }) });
    await t.app.inject({ method: "POST", url: "/api/inquiries/consent", payload: { email, marketing: true, analytics: false } });
    await createAddonBooking(t.db.prisma, { guestEmail: email, pets: [{ name: "Pixel", type: "Cat" }] });
    await submit("/api/gdpr/export-request", { email });
    const confirmed = await pressButton(t.app, await mailedLink(t.db.prisma, email, "privacy_request_confirmation"));
    expect(confirmed.body).toContain("Your data is ready");
    const action = /action="([^"]+)"/.exec(confirmed.body)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(action).toMatch(/^\/api\/gdpr\/export\?token=/);

    const emailedLink = await mailedLink(t.db.prisma, email, "privacy_export_ready");
    expect(tokenOf(emailedLink)).toBe(new URLSearchParams(action.split("?")[1]).get("token"));
    expect((await openLink(t.app, emailedLink)).body).toContain("Download my data (JSON)");

    const download = await pressButton(t.app, emailedLink);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/json");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = download.json<{ schemaVersion: number; subject: { email: string }; records: Record<string, unknown[]> }>();
    expect(file.schemaVersion).toBe(1);
    expect(file.subject.email).toBe(email);
    expect(file.records.contactEnquiries).toHaveLength(1);
    expect(file.records.contactEnquiries?.[0]).toMatchObject({ name: "Ada Lovelace", email });
    expect(file.records.consentRecords).toHaveLength(1);
    expect(file.records.addonBookings?.[0]).toMatchObject({ petDetails: [{ name: "Pixel", type: "Cat" }], guestEmail: email });
    expect(file.records.privacyRequests).toHaveLength(1);
    expect(Object.keys(file.records).sort()).toEqual(["addonBookings", "consentRecords", "contactEnquiries", "emailsSent", "eventEnquiries", "newsletter", "privacyRequests", "suppression"]);

    // The link works once: a copy of the e-mail found later discloses nothing.
    for (const again of [await openLink(t.app, emailedLink), await pressButton(t.app, emailedLink)]) {
      expect(again.statusCode).toBe(404);
      expect(again.body).toContain(DATA_REQUEST_MESSAGES.LINK_EXPIRED);
    }
  });

  it("sends at most three confirmation e-mails a day to one address, and still answers the same", async () => {
    const email = guestEmail("bombed");
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await submit("/api/gdpr/export-request", { email }));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([202]));
    await expect(t.db.prisma.outboxMessage.count({ where: { to: email, kind: "privacy_request_confirmation" } })).resolves.toBe(3);
  });

  it("gives a request confirmed on 31 January its due date on the last day of February (one calendar month)", async () => {
    for (const [confirmedAt, due] of [
      ["2027-01-31T12:00:00Z", "2027-02-28"],
      ["2028-01-31T12:00:00Z", "2028-02-29"],
      // 23:30 UTC on 30 June is already 1 July in Carlisle (BST): the hotel's calendar counts.
      ["2027-06-30T23:30:00Z", "2027-08-01"],
    ] as const) {
      const email = guestEmail("due");
      await submit("/api/gdpr/data-request", { email, fullName: "Sam Doe" });
      const token = tokenOf(await mailedLink(t.db.prisma, email, "privacy_request_confirmation"));
      const at = new Date(confirmedAt);
      // The link is a day old at most: move its expiry with the clock.
      await t.db.prisma.privacyRequest.updateMany({ where: { email }, data: { tokenExpiresAt: new Date(at.getTime() + 3_600_000) } });
      await createAppCaller({ ...contextOf(t.app), now: () => at }).privacy.confirm({ token });
      const row = await t.db.prisma.privacyRequest.findFirstOrThrow({ where: { email }, select: { dueAt: true } });
      expect({ confirmedAt, due: row.dueAt?.toISOString().slice(0, 10) }).toEqual({ confirmedAt, due });
    }
  });

  it("the tRPC procedures take the same input as the REST paths", async () => {
    const answer = await callerOf(t.app).privacy.submit({ type: "access", email: guestEmail(), fullName: "Sam Doe" });
    expect(answer.status).toBe("awaiting_confirmation");
  });
});
