import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { enquiryRowSchema, ENQUIRY_CSV_HEADER, enquiryPageSchema, type EnquiryPage } from "../../../../src/shared/enquiries/enquiry-admin.ts";
import { storedContactEnquiry, storedEventEnquiry, storedNewsletterSubscriber } from "../../../factories/enquiries.ts";
import { createAdminSession } from "../../helpers/admin-session.ts";
import { callerOf, RECEPTIONIST } from "../../helpers/app-caller.ts";
import { useTestApp } from "../../helpers/use-test-app.ts";

const MINUTE = 60_000;
const SAME_ORIGIN = { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };

/** A word no other test's rows contain, put in each row's name or address so a search finds exactly one test's rows. */
const marker = () => `zq${randomUUID().slice(0, 8)}`;

describe("the staff's Inquiries tab: one list of enquiries and sign-ups, status changes and the CSV export (ADR 026)", () => {
  const t = useTestApp();

  async function getPage(cookie: string, query: string): Promise<EnquiryPage> {
    const response = await t.app.inject({ method: "GET", url: `/api/admin/inquiries?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    // The admin screen reads the answer with this schema: the server's view must match it.
    return enquiryPageSchema.parse(response.json<{ data: unknown }>().data);
  }

  /** Three contact, two event enquiries and two sign-ups, a minute apart, each marked with `word`. */
  async function seedMixed(word: string) {
    const { prisma } = t.app;
    const base = Date.now() - 60 * MINUTE;
    const at = (minutes: number) => new Date(base + minutes * MINUTE);
    const ids = {
      contactNew: (await storedContactEnquiry(prisma, { name: `Ann ${word}`, status: "new", createdAt: at(1) })).id,
      contactReplied: (await storedContactEnquiry(prisma, { name: "Bob Brown", email: `bob-${word}@example.com`, status: "replied", createdAt: at(2) })).id,
      contactClosed: (await storedContactEnquiry(prisma, { name: "Cat Jones", message: `Is the bar open late? ${word.toUpperCase()}`, status: "closed", createdAt: at(3) })).id,
      eventRead: (await storedEventEnquiry(prisma, { name: `Dan ${word}`, eventType: "conference", status: "read", createdAt: at(4) })).id,
      eventNew: (await storedEventEnquiry(prisma, { name: `Eve ${word}`, eventType: "party", status: "new", createdAt: at(5) })).id,
      newsSubscribed: (await storedNewsletterSubscriber(prisma, { email: `fay-${word}@example.com`, status: "subscribed", createdAt: at(6) })).id,
      newsPending: (await storedNewsletterSubscriber(prisma, { email: `gus-${word}@example.com`, status: "pending", createdAt: at(7) })).id,
    };
    return ids;
  }

  it("lists the three kinds newest first, with their fields, real newsletter statuses and the time each enquiry has waited", async () => {
    const word = marker();
    const ids = await seedMixed(word);
    const staff = await createAdminSession(t.app);
    const page = await getPage(staff.cookie, `search=${word}`);
    expect(page.total).toBe(7);
    expect(page.rows.map((row) => row.id)).toEqual([ids.newsPending, ids.newsSubscribed, ids.eventNew, ids.eventRead, ids.contactClosed, ids.contactReplied, ids.contactNew]);
    const byId = new Map(page.rows.map((row) => [row.id, row]));
    expect(byId.get(ids.newsPending)).toMatchObject({ kind: "newsletter", status: "pending", source: "footer", consent: false });
    expect(byId.get(ids.newsSubscribed)).toMatchObject({ kind: "newsletter", status: "subscribed", consent: true });
    expect(byId.get(ids.eventRead)).toMatchObject({ kind: "event", event_type: "conference", guests: 80, event_date: null, phone: "07700 900123", status: "read" });
    const contactNew = byId.get(ids.contactNew);
    expect(contactNew).toMatchObject({ kind: "contact", subject: "booking", phone: "01632 960123", status: "new" });
    // Waiting while new or read; not once replied or closed.
    expect(contactNew && "waiting_since" in contactNew ? contactNew.waiting_since : undefined).toBe(contactNew?.created_at);
    expect(byId.get(ids.eventRead)).toHaveProperty("waiting_since", byId.get(ids.eventRead)?.created_at);
    expect(byId.get(ids.contactReplied)).toHaveProperty("waiting_since", null);
    expect(byId.get(ids.contactClosed)).toHaveProperty("waiting_since", null);

    const oldestFirst = await getPage(staff.cookie, `search=${word}&order=asc`);
    expect(oldestFirst.rows[0]?.id).toBe(ids.contactNew);
  });

  it("filters by kind and status and searches name, e-mail and message case-insensitively; a status filter leaves sign-ups out", async () => {
    const word = marker();
    const ids = await seedMixed(word);
    const staff = await createAdminSession(t.app);
    const idsOf = async (query: string) => (await getPage(staff.cookie, query)).rows.map((row) => row.id).sort();

    expect(await idsOf(`search=${word}&kind=contact`)).toEqual([ids.contactNew, ids.contactReplied, ids.contactClosed].sort());
    expect(await idsOf(`search=${word}&kind=event`)).toEqual([ids.eventRead, ids.eventNew].sort());
    expect(await idsOf(`search=${word}&kind=newsletter`)).toEqual([ids.newsSubscribed, ids.newsPending].sort());
    expect(await idsOf(`search=${word}&status=new`)).toEqual([ids.contactNew, ids.eventNew].sort());
    expect(await idsOf(`search=${word}&status=closed&kind=contact`)).toEqual([ids.contactClosed]);
    expect(await idsOf(`search=${word}&status=new&kind=newsletter`)).toEqual([]);
    // Name (Ann), e-mail (bob-…) and message (upper-cased marker) all match, whatever the case.
    expect(await idsOf(`search=${word.toUpperCase()}&kind=contact`)).toHaveLength(3);
    expect(await idsOf(`search=bob-${word}`)).toEqual([ids.contactReplied]);
    expect(await idsOf(`search=gus-${word}`)).toEqual([ids.newsPending]);
    // The search's own % and _ are letters, not wildcards.
    expect(await idsOf(`search=${encodeURIComponent(`${word}%`)}`)).toEqual([]);
    expect(await idsOf(`search=${encodeURIComponent(`bob_${word}`)}`)).toEqual([]);
  });

  it("pages on the server: 60 matches give pages of 25, 25 and 10 with the same total, no row twice", async () => {
    const word = marker();
    const { prisma } = t.app;
    const sameMoment = new Date(Date.now() - 5 * MINUTE);
    for (let index = 0; index < 30; index += 1) {
      // Half of them received in the very same millisecond: the order must still be stable.
      await storedContactEnquiry(prisma, { name: `Paged ${word}`, createdAt: index % 2 ? sameMoment : new Date(sameMoment.getTime() - index * MINUTE) });
      await storedEventEnquiry(prisma, { name: `Paged ${word}`, createdAt: index % 2 ? sameMoment : new Date(sameMoment.getTime() - index * MINUTE - 1000) });
    }
    const staff = await createAdminSession(t.app);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => getPage(staff.cookie, `search=${word}&pageSize=25&page=${page}`)));
    expect(pages.map((page) => [page.total, page.rows.length, page.page, page.pageSize])).toEqual([
      [60, 25, 1, 25],
      [60, 25, 2, 25],
      [60, 10, 3, 25],
      [60, 0, 4, 25],
    ]);
    const all = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(new Set(all).size).toBe(60);
    const times = pages.flatMap((page) => page.rows.map((row) => Date.parse(row.created_at)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const refused = await t.app.inject({ method: "GET", url: "/api/admin/inquiries?pageSize=30", headers: { cookie: staff.cookie } });
    expect(refused.statusCode).toBe(400);
  });

  it("answers the spec's per-kind paths with one kind each, paged the same way", async () => {
    const word = marker();
    const ids = await seedMixed(word);
    const staff = await createAdminSession(t.app);
    const kindPage = async (url: string) => {
      const response = await t.app.inject({ method: "GET", url: `${url}?search=${word}&kind=all`, headers: { cookie: staff.cookie } });
      expect(response.statusCode).toBe(200);
      return enquiryPageSchema.parse(response.json<{ data: unknown }>().data);
    };
    const contact = await kindPage("/api/admin/inquiries/contact");
    expect(contact.rows.map((row) => row.kind)).toEqual(["contact", "contact", "contact"]);
    expect(contact.total).toBe(3);
    const events = await kindPage("/api/admin/inquiries/event");
    expect(events.rows.map((row) => row.id)).toEqual([ids.eventNew, ids.eventRead]);
    const newsletter = await kindPage("/api/admin/newsletter");
    expect(newsletter.rows.map((row) => row.id)).toEqual([ids.newsPending, ids.newsSubscribed]);
  });

  it("warns of other open event enquiries for the same date, naming them, and not of closed ones or undated ones", async () => {
    const word = marker();
    const { prisma } = t.app;
    const day = new Date("2027-03-14T00:00:00Z");
    const jane = await storedEventEnquiry(prisma, { name: `Jane Smith ${word}`, eventType: "wedding", eventDate: day, createdAt: new Date(Date.now() - 3 * MINUTE) });
    const raj = await storedEventEnquiry(prisma, { name: `Raj Patel ${word}`, eventType: "party", eventDate: day, status: "read", createdAt: new Date(Date.now() - 2 * MINUTE) });
    const closed = await storedEventEnquiry(prisma, { name: `Old Closed ${word}`, eventDate: day, status: "closed", createdAt: new Date(Date.now() - MINUTE) });
    const undated = await storedEventEnquiry(prisma, { name: `No Date ${word}`, eventDate: null });
    const otherDay = await storedEventEnquiry(prisma, { name: `Other Day ${word}`, eventDate: new Date("2027-03-15T00:00:00Z") });
    const staff = await createAdminSession(t.app);
    const page = await getPage(staff.cookie, `search=${word}&kind=event`);
    const sameDateOf = (id: string) => {
      const row = page.rows.find((candidate) => candidate.id === id);
      return row?.kind === "event" ? row.same_date : undefined;
    };
    expect(sameDateOf(jane.id)).toEqual({ count: 1, enquiries: [{ id: raj.id, name: `Raj Patel ${word}`, event_type: "party" }] });
    expect(sameDateOf(raj.id)).toEqual({ count: 1, enquiries: [{ id: jane.id, name: `Jane Smith ${word}`, event_type: "wedding" }] });
    // A closed enquiry still sees the open ones asking for its date; nobody is warned about it.
    expect(sameDateOf(closed.id)?.count).toBe(2);
    expect(sameDateOf(undated.id)).toEqual({ count: 0, enquiries: [] });
    expect(sameDateOf(otherDay.id)).toEqual({ count: 0, enquiries: [] });
    const janeRow = page.rows.find((row) => row.id === jane.id);
    expect(janeRow).toMatchObject({ event_date: "2027-03-14" });
  });

  it("lets staff change an enquiry's status in any order, auditing each change with from and to, and says when it no longer exists", async () => {
    const { prisma } = t.app;
    const contact = await storedContactEnquiry(prisma, { status: "new" });
    const event = await storedEventEnquiry(prisma, { status: "new", eventDate: new Date("2027-06-05T00:00:00Z") });
    const staff = callerOf(t.app, RECEPTIONIST);
    const replied = await staff.enquiries.admin.changeStatus({ kind: "contact", id: contact.id, status: "replied" });
    expect(replied).toMatchObject({ kind: "contact", id: contact.id, status: "replied", waiting_since: null });
    const reopened = await staff.enquiries.admin.changeStatus({ kind: "contact", id: contact.id, status: "new" });
    expect(reopened).toMatchObject({ status: "new", waiting_since: reopened.created_at });
    // The same status again changes nothing and is not audited.
    await staff.enquiries.admin.changeStatus({ kind: "contact", id: contact.id, status: "new" });
    const closed = await staff.enquiries.admin.changeStatus({ kind: "event", id: event.id, status: "closed" });
    expect(closed).toMatchObject({ kind: "event", status: "closed", event_date: "2027-06-05" });

    const audit = await prisma.auditEvent.findMany({
      where: { action: "inquiries.status_changed", targetId: { in: [contact.id, event.id] } },
      orderBy: { id: "asc" },
      select: { actorId: true, targetType: true, targetId: true, details: true },
    });
    expect(audit).toEqual([
      { actorId: RECEPTIONIST.id, targetType: "contact_inquiry", targetId: contact.id, details: { from: "new", to: "replied" } },
      { actorId: RECEPTIONIST.id, targetType: "contact_inquiry", targetId: contact.id, details: { from: "replied", to: "new" } },
      { actorId: RECEPTIONIST.id, targetType: "event_inquiry", targetId: event.id, details: { from: "new", to: "closed" } },
    ]);

    await expect(staff.enquiries.admin.changeStatus({ kind: "event", id: contact.id, status: "read" })).rejects.toMatchObject({ code: "NOT_FOUND", message: "This enquiry no longer exists." });
    await expect(staff.enquiries.admin.changeStatus({ kind: "contact", id: contact.id, status: "archived" as "read" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("answers PATCH /api/admin/inquiries/:kind/:id for the screen with the enquiry as it now is", async () => {
    const event = await storedEventEnquiry(t.app.prisma, { status: "new" });
    const staff = await createAdminSession(t.app);
    const response = await t.app.inject({ method: "PATCH", url: `/api/admin/inquiries/event/${event.id}`, headers: { cookie: staff.cookie, ...SAME_ORIGIN }, payload: { status: "read" } });
    expect(response.statusCode).toBe(200);
    expect(enquiryRowSchema.parse(response.json<{ data: unknown }>().data)).toMatchObject({ id: event.id, status: "read" });
    const newsletter = await t.app.inject({ method: "PATCH", url: `/api/admin/inquiries/newsletter/${event.id}`, headers: { cookie: staff.cookie, ...SAME_ORIGIN }, payload: { status: "read" } });
    expect(newsletter.statusCode).toBe(400);
  });

  it("answers one enquiry by kind and id (a live notice opens it), auditing the read, and says when it no longer exists", async () => {
    const event = await storedEventEnquiry(t.app.prisma, { name: "Opened From Notice", eventDate: new Date("2027-09-04T00:00:00Z") });
    const staff = await createAdminSession(t.app);
    const response = await t.app.inject({ method: "GET", url: `/api/admin/inquiries/event/${event.id}`, headers: { cookie: staff.cookie } });
    expect(response.statusCode).toBe(200);
    expect(enquiryRowSchema.parse(response.json<{ data: unknown }>().data)).toMatchObject({ kind: "event", id: event.id, name: "Opened From Notice", event_date: "2027-09-04" });
    const audit = await t.app.prisma.auditEvent.findMany({ where: { action: "inquiries.viewed", actorId: staff.admin.id }, select: { details: true } });
    expect(audit).toEqual([{ details: { kind: "event", id: event.id } }]);
    const missing = await t.app.inject({ method: "GET", url: `/api/admin/inquiries/contact/${event.id}`, headers: { cookie: staff.cookie } });
    expect({ status: missing.statusCode, body: missing.json<unknown>() }).toEqual({ status: 404, body: { success: false, error: "This enquiry no longer exists." } });
  });

  it("records each list read in the audit trail first, with the filters but never the search text", async () => {
    const staff = callerOf(t.app, RECEPTIONIST);
    const before = await t.app.prisma.auditEvent.count({ where: { action: "inquiries.viewed" } });
    await staff.enquiries.admin.list({ kind: "event", status: "new", search: "someone@example.com", page: 2 });
    const audit = await t.app.prisma.auditEvent.findMany({ where: { action: "inquiries.viewed" }, orderBy: { id: "asc" }, select: { actorId: true, details: true } });
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toEqual({ actorId: RECEPTIONIST.id, details: { kind: "event", status: "new", searched: true, page: 2 } });
    expect(JSON.stringify(audit)).not.toContain("someone@example.com");
  });

  it("exports every matching row as CSV: the original's columns with 100-character previews, then the event date and the whole message; London times; formula-safe cells, a dated name, audited with the count", async () => {
    const word = marker();
    const { prisma } = t.app;
    const long = `${"Lorem ipsum dolor sit amet ".repeat(6)}and the end ${word}`;
    // 30 June 2026, 23:30 UTC: already 1 July in Carlisle (BST).
    const base = Date.UTC(2026, 5, 30, 23, 30);
    await storedContactEnquiry(prisma, { name: `=HYPERLINK("evil") ${word}`, phone: null, subject: "feedback", message: long, status: "read", createdAt: new Date(base) });
    const eventMessage = `A garden ceremony, then dinner for 120.\nThe couple would like the terrace; ${"a long note ".repeat(12)}${word}`;
    // Stored in E.164, as the server stores every number; the staff read it as they dial it.
    await storedEventEnquiry(prisma, { name: `Eve ${word}`, phone: "+447700900123", eventType: "wedding", eventDate: new Date("2027-06-12"), guests: 120, message: eventMessage, status: "replied", createdAt: new Date(base + MINUTE) });
    await storedNewsletterSubscriber(prisma, { email: `news-${word}@example.com`, status: "unsubscribed", createdAt: new Date(base + 2 * MINUTE) });
    const staff = await createAdminSession(t.app);
    const response = await t.app.inject({ method: "GET", url: `/api/admin/inquiries/export.csv?search=${word}`, headers: { cookie: staff.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records: string[][] = parse(response.body, { bom: true });
    expect(records[0]).toEqual([...ENQUIRY_CSV_HEADER]);
    expect(records[0]).toEqual(["Type", "Name", "Email", "Phone", "Subject / event type", "Message / guests", "Status", "Created at", "Event date", "Message"]);
    expect(records).toHaveLength(4);
    const [newsletter, event, contact] = records.slice(1);
    expect(newsletter).toEqual(["Newsletter", "", `news-${word}@example.com`, "", "", "", "Unsubscribed", "2026-07-01 00:32", "", ""]);
    expect(event?.slice(0, 1)).toEqual(["Event"]);
    expect(event?.slice(3, 10)).toEqual(["07700 900123", "Wedding", "120", "Replied", "2026-07-01 00:31", "2027-06-12", eventMessage]);
    expect(contact?.[0]).toBe("Contact");
    // A guest's "=…" reaches the spreadsheet as text.
    expect(contact?.[1]).toBe(`'=HYPERLINK("evil") ${word}`);
    expect(contact?.[3]).toBe("");
    expect(contact?.[4]).toBe("Feedback");
    expect(contact?.[5]).toHaveLength(100);
    expect(contact?.[5]?.startsWith("Lorem ipsum dolor sit amet")).toBe(true);
    expect(contact?.[5]?.endsWith("…")).toBe(true);
    expect(contact?.[6]).toBe("Read");
    expect(contact?.slice(7)).toEqual(["2026-07-01 00:30", "", long]);

    const onlyEvents = await t.app.inject({ method: "GET", url: `/api/admin/inquiries/export.csv?search=${word}&kind=event`, headers: { cookie: staff.cookie } });
    const eventRecords: string[][] = parse(onlyEvents.body, { bom: true });
    expect(eventRecords.map((record) => record[0])).toEqual(["Type", "Event"]);
    const audit = await prisma.auditEvent.findMany({ where: { action: "inquiries.exported", actorId: staff.admin.id }, orderBy: { id: "asc" }, select: { details: true } });
    expect(audit.map((entry) => entry.details)).toEqual([
      { kind: "all", status: "all", searched: true, rows: 3 },
      { kind: "event", status: "all", searched: true, rows: 1 },
    ]);
  });

  it("refuses every Inquiries call without a staff session (401)", async () => {
    const id = randomUUID();
    const calls = [
      { method: "GET", url: "/api/admin/inquiries" },
      { method: "GET", url: "/api/admin/inquiries/contact" },
      { method: "GET", url: "/api/admin/inquiries/event" },
      { method: "GET", url: "/api/admin/newsletter" },
      { method: "GET", url: "/api/admin/inquiries/export.csv" },
      { method: "GET", url: `/api/admin/inquiries/event/${id}` },
      { method: "PATCH", url: `/api/admin/inquiries/contact/${id}`, payload: { status: "read" } },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: SAME_ORIGIN });
      expect({ url: call.url, status: response.statusCode, body: response.json<unknown>() }).toEqual({ url: call.url, status: 401, body: { success: false, error: "Please sign in to continue." } });
    }
    await expect(callerOf(t.app).enquiries.admin.list({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
