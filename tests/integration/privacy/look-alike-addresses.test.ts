import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { erasePersonalData } from "../../../src/server/services/privacy/erase-personal-data.ts";
import { erasedEmailHash } from "../../../src/server/services/privacy/erasure-hash.ts";
import { personalRecordsOf, recordCounts } from "../../../src/server/services/privacy/personal-records.ts";
import { createAddonBooking } from "../../factories/addon-bookings.ts";
import { contactEnquiry, eventEnquiry } from "../../factories/enquiries.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { useTestApp } from "../helpers/use-test-app.ts";
import { columnsHolding, ERASURE_HASH_KEY, mailedLink, pressButton } from "./privacy-helpers.ts";

/**
 * A person is looked up by their exact (normalised) address, never by a pattern (ADR 022): in SQL's
 * LIKE, `_` stands for any one character and `%` for any run, so `ada_byron@…` must not reach the
 * records of `ada.byron@…`, nor `%@…` everyone's.
 */
describe("look-alike addresses never reach another guest's data", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000", ERASURE_HASH_KEY });
  const hashOf = (email: string) => erasedEmailHash({ ERASURE_HASH_KEY, DATA_DIR: "unused" }, email);

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload: payload as Record<string, unknown> });

  /** A guest with an enquiry of each kind (and their e-mail copies) and an add-on booking, at `victim`. */
  async function guestWithRecords(victim: string, name: string, checkOutInDays = -10) {
    expect((await post("/api/inquiries/contact", contactEnquiry({ email: victim, name }))).statusCode).toBe(201);
    expect((await post("/api/inquiries/event", eventEnquiry({ email: victim, name }))).statusCode).toBe(201);
    await createAddonBooking(t.db.prisma, { guestEmail: victim, guestName: name, checkOutInDays });
    expect(await columnsHolding(t.db.prisma, victim)).toEqual(expect.arrayContaining(["contact_inquiry.email", "event_inquiry.email", "addon_booking.guest_email", "outbox_message.to_address", "outbox_message.text"]));
  }

  /** Sends a request of `type` for `email` and presses the button of the link e-mailed to that mailbox. */
  async function confirmedRequest(type: "export" | "delete", email: string) {
    const payload = type === "export" ? { email } : { email, fullName: "Mallory Look", reason: "Please erase everything you hold about me." };
    expect((await post(`/api/gdpr/${type}-request`, payload)).statusCode).toBe(202);
    return pressButton(t.app, await mailedLink(t.db.prisma, email, "privacy_request_confirmation"));
  }

  const tag = () => randomBytes(4).toString("hex");

  it("an export confirmed from ada_byron@… holds nothing of ada.byron@…", async () => {
    const id = tag();
    const victim = `ada.byron-${id}@example.com`;
    await guestWithRecords(victim, "Ada Byron");

    const confirmed = await confirmedRequest("export", `ada_byron-${id}@example.com`);
    expect(confirmed.statusCode).toBe(200);
    const download = await pressButton(t.app, await mailedLink(t.db.prisma, `ada_byron-${id}@example.com`, "privacy_export_ready"));
    expect(download.statusCode).toBe(200);
    const file = download.json<{ records: Record<string, unknown[]> }>();
    expect(JSON.stringify(file.records)).not.toContain(victim);
    expect(file.records.contactEnquiries).toEqual([]);
    expect(file.records.eventEnquiries).toEqual([]);
    expect(file.records.addonBookings).toEqual([]);
  });

  it("a deletion confirmed from ada_byron@… erases nothing of ada.byron@…, and her booking does not hold it up", async () => {
    const id = tag();
    const victim = `ada.byron-${id}@example.com`;
    await guestWithRecords(victim, "Ada Byron", 5);
    const before = await columnsHolding(t.db.prisma, victim);

    const answer = await confirmedRequest("delete", `ada_byron-${id}@example.com`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("Your data has been deleted");
    expect(await columnsHolding(t.db.prisma, victim)).toEqual(before);
  });

  it("% in an address, or the tail of another, matches no one: the records, the erasure and the e-mail copies that quote an address", async () => {
    const id = tag();
    const victim = `ada-${id}@example.com`;
    await guestWithRecords(victim, "Ada Byron");
    const before = await columnsHolding(t.db.prisma, victim);

    for (const pattern of [`%-${id}@example.com`, `ad_-${id}@example.com`, `a-${id}@example.com`]) {
      const records = await personalRecordsOf(t.db.prisma, pattern, hashOf(pattern));
      expect({ pattern, counts: recordCounts(records).filter(({ count }) => count > 0) }).toEqual({ pattern, counts: [] });
      const counts = await t.db.prisma.$transaction((tx) => erasePersonalData(tx, pattern, hashOf(pattern), new Date()));
      expect({ pattern, counts }).toMatchObject({ pattern, counts: { contactEnquiries: 0, eventEnquiries: 0, unpaidAddonBookings: 0, anonymisedAddonBookings: 0, emails: 0 } });
    }
    expect(await columnsHolding(t.db.prisma, victim)).toEqual(before);
  });

  it("the exact address still finds its own records in any case it is given", async () => {
    const victim = `ada.byron-${tag()}@example.com`;
    await guestWithRecords(victim, "Ada Byron");
    const records = await personalRecordsOf(t.db.prisma, victim.toUpperCase(), hashOf(victim));
    expect(records.contactEnquiries).toHaveLength(1);
    expect(records.eventEnquiries).toHaveLength(1);
    expect(records.addonBookings).toHaveLength(1);
  });

  it("staff searches take _ and % literally: the add-on list, the enquiries and the room bookings", async () => {
    const staff = await createAdminSession(t.app);
    const id = tag();
    await guestWithRecords(`ada.byron-${id}@example.com`, "Ada Byron");
    const rowsFound = async (url: string) => {
      const answer = await t.app.inject({ method: "GET", url, headers: { cookie: staff.cookie } });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ data: { rows: unknown[]; total: number } }>().data.rows.length;
    };
    for (const search of [`ada_byron-${id}`, `%25-${id}`]) {
      expect({ search, found: await rowsFound(`/api/admin/addon-bookings?search=${search}`) }).toEqual({ search, found: 0 });
      expect({ search, found: await rowsFound(`/api/admin/inquiries?search=${search}`) }).toEqual({ search, found: 0 });
      expect({ search, found: await rowsFound(`/api/admin/bookings?search=${search}`) }).toEqual({ search, found: 0 });
    }
    // The plain part of the address still finds them.
    expect(await rowsFound(`/api/admin/addon-bookings?search=ada.byron-${id}`)).toBe(1);
    expect(await rowsFound(`/api/admin/inquiries?search=ada.byron-${id}`)).toBe(2);
  });
});
