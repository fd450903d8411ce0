import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STREAMS_PER_SESSION } from "../../../src/server/rest/staff-notices/events-stream.ts";
import { STAFF_EVENTS_PATH, staffNoticeSchema } from "../../../src/shared/staff/staff-notices.ts";
import { createAddonBooking } from "../../factories/addon-bookings.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { type ReadEvent, SseReader } from "../helpers/sse-client.ts";
import { useTestAppWith } from "../helpers/use-test-app.ts";

// GET /api/admin/events (ADR 028) over a real socket: the stream a browser's
// EventSource reads, its door, and picking up where a dropped connection left off.

// A stream looks every 100 ms here (2 s in production), so waiting for its next looks is quick.
const POLL_MS = 100;
const t = useTestAppWith(() => ({ config: {}, noticePollMs: POLL_MS }));
let baseUrl = "";
const readers: SseReader[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  // Node's fetch may leave sockets it opened but never used; a server waits for those until its
  // headers timeout (60 s) before it can close, so the test ends its own connections first.
  t.app.server.closeAllConnections();
});

/** A stream as EventSource opens it: `lastEventId` its own reconnect's header, `resumeAt` the address's `?lastEventId=` of a new one. */
async function openStream(cookie: string, lastEventId?: string, resumeAt?: string): Promise<SseReader> {
  const address = resumeAt ? `${STAFF_EVENTS_PATH}?${new URLSearchParams({ lastEventId: resumeAt })}` : STAFF_EVENTS_PATH;
  const response = await fetch(`${baseUrl}${address}`, { headers: { cookie, accept: "text/event-stream", ...(lastEventId ? { "last-event-id": lastEventId } : {}) } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const reader = new SseReader(response);
  readers.push(reader);
  return reader;
}

function contactEnquiryRow(name: string) {
  return { id: randomUUID(), name, email: `${randomUUID().slice(0, 8)}@example.com`, subject: "booking" as const, message: "Is there parking?", marketingOptIn: false, source: "/contact" };
}

const isNotice = (key: string) => (event: ReadEvent) => event.event === "notice" && (event.data as { key?: string }).key === key;

/**
 * Waits for `looks` more looks of the stream: each time a new enquiry is stored and its notice
 * read, so every look before it is over (in place of sleeping for a few poll periods).
 */
async function afterLooks(stream: SseReader, looks: number): Promise<void> {
  for (let look = 0; look < looks; look += 1) {
    const sentinel = await t.db.prisma.contactInquiry.create({ data: contactEnquiryRow(`Sentinel ${look}`), select: { id: true } });
    await stream.next(isNotice(`contact:${sentinel.id}`));
  }
}

describe("live notices to staff", () => {
  it("refuses a caller without a staff session with the JSON every staff call gives", async () => {
    const response = await fetch(`${baseUrl}${STAFF_EVENTS_PATH}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: "Please sign in to continue." });
  });

  it("refuses a member of staff who must first change their password", async () => {
    const { cookie } = await createAdminSession(t.app, { mustChangePassword: true });
    const response = await fetch(`${baseUrl}${STAFF_EVENTS_PATH}`, { headers: { cookie } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("announces a new enquiry and a paid add-on within seconds, each once", async () => {
    const { cookie } = await createAdminSession(t.app);
    const stream = await openStream(cookie);
    const ready = await stream.next((event) => event.event === "ready");
    expect(ready.id).toMatch(/^\d+$/);

    const enquiry = await t.db.prisma.contactInquiry.create({ data: contactEnquiryRow("Nell Notice") });
    const booking = await createAddonBooking(t.db.prisma, { guestEmail: "pet-notice@example.com", guestName: "Pip Paid", checkOutInDays: 5, nights: 2 });
    const unpaid = await createAddonBooking(t.db.prisma, { guestEmail: "pet-unpaid@example.com", paymentStatus: "pending" });

    const enquiryNotice = await stream.next(isNotice(`contact:${enquiry.id}`));
    expect(staffNoticeSchema.parse(enquiryNotice.data)).toMatchObject({
      kind: "contact",
      id: enquiry.id,
      title: "New contact enquiry",
      detail: "Nell Notice · A booking",
      path: `/admin/inquiries?open=contact:${enquiry.id}`,
    });
    const addonNotice = await stream.next(isNotice(`addon:${booking.id}`));
    expect(staffNoticeSchema.parse(addonNotice.data)).toMatchObject({ kind: "addon", title: `New pet add-on ${booking.reference}`, path: `/admin/pet-accommodation?search=${booking.reference}` });
    expect(Number(addonNotice.id)).toBeGreaterThanOrEqual(Number(ready.id));

    // Two more looks later, nothing is announced twice and the unpaid booking never is.
    await afterLooks(stream, 2);
    const keys = stream.pending().map((event) => (event.data as { key?: string }).key);
    expect(keys).not.toContain(`contact:${enquiry.id}`);
    expect(keys).not.toContain(`addon:${unpaid.id}`);
    await stream.close();
  });

  it("resumes from Last-Event-ID after a dropped connection, with what arrived in between", async () => {
    const { cookie } = await createAdminSession(t.app);
    const first = await openStream(cookie);
    const ready = await first.next((event) => event.event === "ready");
    await first.close();

    // While the screen is cut off, an event enquiry arrives.
    const missed = await t.db.prisma.eventInquiry.create({
      data: { id: randomUUID(), name: "Wren Wedding", email: "wren@example.com", phone: "07700900123", eventType: "wedding", eventDate: new Date("2027-06-12"), guests: 80, marketingOptIn: false, source: "/events/weddings" },
    });

    const resumed = await openStream(cookie, ready.id);
    const notice = await resumed.next(isNotice(`event:${missed.id}`));
    expect(notice.data).toMatchObject({ title: "New wedding enquiry", detail: "Wren Wedding · 80 guests · 12 June 2027" });

    // A fresh screen (no Last-Event-ID) starts from now: it has just loaded the lists.
    const fresh = await openStream(cookie);
    await fresh.next((event) => event.event === "ready");
    await afterLooks(fresh, 2);
    expect(fresh.pending().filter(isNotice(`event:${missed.id}`))).toEqual([]);
    await Promise.all([resumed.close(), fresh.close()]);
  });

  it("resumes a new stream from the lastEventId in its address (a screen that closed its stream while the server was away), the header winning over it", async () => {
    const { cookie } = await createAdminSession(t.app);
    const first = await openStream(cookie);
    const ready = await first.next((event) => event.event === "ready");
    await first.close();

    const missed = await t.db.prisma.contactInquiry.create({ data: contactEnquiryRow("Quinn Away"), select: { id: true } });

    const reopened = await openStream(cookie, undefined, ready.id);
    await reopened.next(isNotice(`contact:${missed.id}`));

    // EventSource's own reconnect keeps the address and adds Last-Event-ID: the header is read.
    const reconnected = await openStream(cookie, "not-an-event-id", ready.id);
    await reconnected.next((event) => event.event === "ready");
    await afterLooks(reconnected, 2);
    expect(reconnected.pending().filter(isNotice(`contact:${missed.id}`))).toEqual([]);
    await Promise.all([reopened.close(), reconnected.close()]);
  });

  it("ignores a Last-Event-ID from the future (it would hide notices)", async () => {
    const { cookie } = await createAdminSession(t.app);
    const future = String(Date.now() + 3_600_000);
    const stream = await openStream(cookie, future);
    const ready = await stream.next((event) => event.event === "ready");
    expect(Number(ready.id)).toBeLessThan(Number(future));
    await stream.close();
  });

  it("ends a stream within seconds of its session's sign-out, and keeps a few streams per session at most", async () => {
    const { cookie } = await createAdminSession(t.app);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_SESSION + 1; i += 1) {
      const stream = await openStream(cookie);
      await stream.next((event) => event.event === "ready");
      streams.push(stream);
    }
    // The oldest gave way to the newest.
    await expect(streams[0]!.next(() => false, 4_000)).rejects.toThrow("the stream ended");
    const signedOut = await fetch(`${baseUrl}/api/admin/logout`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: "{}" });
    expect(signedOut.status).toBe(200);
    for (const stream of streams.slice(1)) await expect(stream.next(() => false, 2 * POLL_MS + 2_000)).rejects.toThrow("the stream ended");
  });
});
