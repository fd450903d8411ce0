import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { noticesSince } from "../../../src/server/services/staff-notices/notices-since.ts";
import { addDays, londonToday } from "../../../src/shared/dates.ts";
import { enquiryPageSchema, type EnquiryPage } from "../../../src/shared/enquiries/enquiry-admin.ts";
import { eventEnquiry, storedEventEnquiry } from "../../factories/enquiries.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { callerOf } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// The original API lists four event types (wedding, conference, party,
// meeting). The API takes a meeting, stores it and shows it to staff; the venue pages' forms keep
// their three kinds (tests/unit/web/events/venue-forms.test.tsx).

const MINUTE = 60_000;
/** A word no other test's rows contain, so a search finds exactly this test's rows. */
const marker = () => `zm${randomUUID().slice(0, 8)}`;

describe("a meeting enquiry (event_type meeting), through the API to the staff's Inquiries tab", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000", STAFF_EMAIL: "events@courtfield.example.com" });

  async function staffPage(cookie: string, query: string): Promise<EnquiryPage> {
    const response = await t.app.inject({ method: "GET", url: `/api/admin/inquiries?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    // The admin screen reads the answer with this schema: a meeting must pass it.
    return enquiryPageSchema.parse(response.json<{ data: unknown }>().data);
  }

  it("enquiries.submitEvent stores a meeting as new, from the conferences page when the request names no page, and mails staff about a meeting", async () => {
    const eventDate = addDays(londonToday(), 60);
    const guest = eventEnquiry({ eventType: "meeting", eventDate, guests: 10, message: "A board meeting for ten, with a screen." });
    const receipt = await callerOf(t.app).enquiries.submitEvent(guest);
    expect(receipt).toMatchObject({ status: "new" });
    const stored = await t.db.prisma.eventInquiry.findUniqueOrThrow({ where: { id: receipt.id } });
    expect(stored).toMatchObject({ email: guest.email, eventType: "meeting", guests: 10, status: "new", source: "/events/conferences" });
    expect(stored.eventDate?.toISOString().slice(0, 10)).toBe(eventDate);
    const notice = await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: "enquiry_staff_notice", replyTo: guest.email }, select: { subject: true, text: true } });
    expect(notice.subject).toMatch(/^New meeting enquiry from Priya Shah \([0-9A-F]{8}\)$/);
    expect(notice.text).toContain("Meeting");
  });

  it("POST /api/inquiries/event (the REST shim) answers 201 and stores the meeting with the page it names", async () => {
    const guest = eventEnquiry({ eventType: "meeting", guests: 12, source: "/events" });
    const response = await t.app.inject({ method: "POST", url: "/api/inquiries/event", headers: { "content-type": "application/json" }, payload: JSON.stringify(guest) });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ success: true; data: { id: string; status: string } }>();
    expect(data.status).toBe("new");
    await expect(t.db.prisma.eventInquiry.findUniqueOrThrow({ where: { id: data.id }, select: { eventType: true, guests: true, source: true } })).resolves.toEqual({
      eventType: "meeting",
      guests: 12,
      source: "/events",
    });
  });

  it("still refuses an event type the spec does not list, with its message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/inquiries/event",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...eventEnquiry(), eventType: "seminar" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, fieldErrors: { eventType: "Please enter a valid event type" } });
  });

  it("lists the meeting for staff with event_type meeting, finds it by the Events filter and the search, and names it in a same-date warning", async () => {
    const word = marker();
    const { prisma } = t.app;
    const day = new Date("2027-05-20T00:00:00Z");
    const meeting = await storedEventEnquiry(prisma, { name: `Mo Meeting ${word}`, eventType: "meeting", guests: 10, eventDate: day, source: "/events/conferences", createdAt: new Date(Date.now() - 2 * MINUTE) });
    const wedding = await storedEventEnquiry(prisma, { name: `Wyn Wedding ${word}`, eventType: "wedding", eventDate: day, createdAt: new Date(Date.now() - MINUTE) });
    const staff = await createAdminSession(t.app);

    const page = await staffPage(staff.cookie, `search=${word}&kind=event`);
    expect(page.rows.map((row) => row.id)).toEqual([wedding.id, meeting.id]);
    expect(page.rows[1]).toMatchObject({ kind: "event", event_type: "meeting", guests: 10, event_date: "2027-05-20", status: "new" });
    const weddingRow = page.rows[0];
    expect(weddingRow?.kind === "event" ? weddingRow.same_date : undefined).toEqual({ count: 1, enquiries: [{ id: meeting.id, name: `Mo Meeting ${word}`, event_type: "meeting" }] });

    // The other filters keep it or leave it out as they do any event enquiry.
    expect((await staffPage(staff.cookie, `search=${encodeURIComponent(`Mo Meeting ${word}`)}&kind=event&status=new`)).rows.map((row) => row.id)).toEqual([meeting.id]);
    expect((await staffPage(staff.cookie, `search=${word}&kind=contact`)).rows).toEqual([]);
    expect((await staffPage(staff.cookie, `search=${word}&status=closed`)).rows).toEqual([]);
    const kindList = await t.app.inject({ method: "GET", url: `/api/admin/inquiries/event?search=${word}`, headers: { cookie: staff.cookie } });
    expect(enquiryPageSchema.parse(kindList.json<{ data: unknown }>().data).rows.map((row) => row.kind === "event" && row.event_type)).toEqual(["wedding", "meeting"]);

    // One enquiry by kind and id (what a live notice opens).
    const one = await t.app.inject({ method: "GET", url: `/api/admin/inquiries/event/${meeting.id}`, headers: { cookie: staff.cookie } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ success: true, data: { kind: "event", id: meeting.id, event_type: "meeting" } });
  });

  it("exports the meeting in the CSV with Meeting as its event type and its guests", async () => {
    const word = marker();
    await storedEventEnquiry(t.app.prisma, { name: `Mia Meeting ${word}`, eventType: "meeting", guests: 10, status: "read" });
    const staff = await createAdminSession(t.app);
    const response = await t.app.inject({ method: "GET", url: `/api/admin/inquiries/export.csv?search=${word}&kind=event`, headers: { cookie: staff.cookie } });
    expect(response.statusCode).toBe(200);
    const records: string[][] = parse(response.body, { bom: true });
    expect(records).toHaveLength(2);
    expect(records[1]?.slice(0, 2)).toEqual(["Event", `Mia Meeting ${word}`]);
    expect(records[1]?.slice(4, 7)).toEqual(["Meeting", "10", "Read"]);
  });

  it("tells staff of a new meeting enquiry in its own words", async () => {
    const from = new Date();
    const meeting = await storedEventEnquiry(t.app.prisma, { name: "Max Meeting", eventType: "meeting", guests: 10, eventDate: new Date("2027-05-21T00:00:00Z"), createdAt: new Date(from.getTime() + 1) });
    const notices = await noticesSince(t.app.prisma, from);
    expect(notices.find((notice) => notice.key === `event:${meeting.id}`)).toMatchObject({
      title: "New meeting enquiry",
      detail: "Max Meeting · 10 guests · 21 May 2027",
      path: `/admin/inquiries?open=event:${meeting.id}`,
    });
  });
});
