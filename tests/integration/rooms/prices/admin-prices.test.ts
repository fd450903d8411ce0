import { describe, expect, it } from "vitest";
import { toDbDate } from "../../../../src/server/services/rooms/calendar-days.ts";
import { ERROR_MESSAGES } from "../../../../src/shared/api/error-catalogue.ts";
import { addDays, londonToday } from "../../../../src/shared/dates.ts";
import { COMPETITOR_DUPLICATE, PRICE_ENTRY_NOT_FOUND, PRICE_INVALID } from "../../../../src/shared/rooms/price-admin.ts";
import { OWNERS_ONLY } from "../../../../src/shared/staff/staff-account-messages.ts";
import { ROOM_TYPE_REQUIRED } from "../../../../src/shared/rooms/room-type-field.ts";
import { createAdminSession } from "../../helpers/admin-session.ts";
import { useAppWithLittleHotelier } from "../../helpers/use-app-with-little-hotelier.ts";

const anyId: unknown = expect.any(String);

describe("the staff price calls (/api/prices/update, /api/prices/admin/*)", () => {
  const t = useAppWithLittleHotelier();
  const night = (days: number) => addDays(londonToday(new Date(t.app.roomRates.now())), days);

  async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie: string | undefined, payload?: object) {
    const response = await t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<{ success: boolean; data?: unknown; error?: string; fieldErrors?: Record<string, string> }>() };
  }

  it("refuses every price call without a staff session, and changes nothing", async () => {
    const entry = { roomType: "double", date: night(3), competitorPrices: [], ourPrice: 99 };
    for (const [method, url] of [
      ["POST", "/api/prices/update"],
      ["GET", "/api/prices/admin/all"],
      ["GET", "/api/prices/admin/summary"],
      ["PUT", "/api/prices/admin/edit"],
      ["DELETE", `/api/prices/admin/delete?roomType=double&date=${night(3)}`],
    ] as const) {
      const { status, body } = await call(method, url, undefined, method === "GET" || method === "DELETE" ? undefined : entry);
      expect({ url, status, body }).toEqual({ url, status: 401, body: { success: false, error: ERROR_MESSAGES.UNAUTHORIZED } });
    }
    expect(await t.db.prisma.roomPrice.count()).toBe(0);
  });

  it("lets reception read the prices but not add, edit or delete them (ADR 036): 403, no row, no audit entry, the public price unchanged", async () => {
    const owner = await createAdminSession(t.app, { role: "owner" });
    const reception = await createAdminSession(t.app);
    const entry = { roomType: "double", date: night(3), ourPrice: 120, competitorPrices: [{ competitor: "Expedia", price: 125 }] };
    expect((await call("POST", "/api/prices/update", owner.cookie, entry)).status).toBe(200);
    const stored = () => t.db.prisma.roomPrice.findMany({ select: { id: true, roomType: true, date: true, ourPricePence: true, updatedAt: true, competitorPrices: { select: { competitor: true, pricePence: true } } } });
    const before = { rows: await stored(), audit: await t.db.prisma.auditEvent.count({ where: { action: { startsWith: "prices." } } }) };

    for (const [method, url, payload] of [
      ["POST", "/api/prices/update", { ...entry, date: night(5) }],
      ["POST", "/api/prices/update", { ...entry, ourPrice: 1 }],
      ["PUT", "/api/prices/admin/edit", { ...entry, ourPrice: 1 }],
      ["DELETE", `/api/prices/admin/delete?roomType=double&date=${night(3)}`, undefined],
    ] as const) {
      expect({ url, ...(await call(method, url, reception.cookie, payload)) }).toEqual({ url, status: 403, body: { success: false, error: OWNERS_ONLY } });
    }
    expect({ rows: await stored(), audit: await t.db.prisma.auditEvent.count({ where: { action: { startsWith: "prices." } } }) }).toEqual(before);
    expect((await call("GET", `/api/prices/current?roomType=double&date=${night(3)}`, undefined)).body.data).toMatchObject({ ourPrice: 120, source: "staff" });

    expect((await call("GET", "/api/prices/admin/all", reception.cookie)).body.data).toMatchObject({ entries: [{ roomType: "double", ourPrice: 120 }] });
    expect((await call("GET", "/api/prices/admin/summary", reception.cookie)).status).toBe(200);
  });

  it("adds, lists (with Little Hotelier's synced rate), edits and deletes a night, auditing each change, and the public price follows", async () => {
    const { cookie, admin } = await createAdminSession(t.app, { role: "owner" });
    await t.db.prisma.inventoryRecord.create({ data: { roomType: "double", date: toDbDate(night(3)), totalRooms: 8, totalInventory: 8, availableRooms: 4, lhRatePence: 13_250 } });

    const added = await call("POST", "/api/prices/update", cookie, {
      roomType: "double",
      date: night(3),
      ourPrice: 120.5,
      competitorPrices: [
        { competitor: "Booking.com", price: 125 },
        { competitor: "Expedia", price: 120.5 },
      ],
    });
    expect(added).toMatchObject({ status: 200, body: { success: true, data: { roomType: "double", date: night(3), ourPrice: 120.5, littleHotelierRate: 132.5, bestPrice: true } } });
    expect((await t.db.prisma.roomPrice.findFirstOrThrow({ select: { ourPricePence: true } })).ourPricePence).toBe(12_050);
    expect((await call("GET", `/api/prices/current?roomType=double&date=${night(3)}`, undefined)).body.data).toMatchObject({ ourPrice: 120.5, source: "staff" });

    // A night without a synced rate, in the {name: price} shape, with a cheaper competitor.
    await call("POST", "/api/prices/update", cookie, { roomType: "twin", date: night(4), ourPrice: 150, competitorPrices: { "Hotel Down The Road": 140 } });

    const all = await call("GET", `/api/prices/admin/all?startDate=${night(0)}&endDate=${night(10)}`, cookie);
    expect(all.body.data).toEqual({
      truncated: false,
      entries: [
        {
          id: anyId,
          roomType: "double",
          date: night(3),
          ourPrice: 120.5,
          littleHotelierRate: 132.5,
          competitorPrices: [
            { competitor: "Booking.com", price: 125 },
            { competitor: "Expedia", price: 120.5 },
          ],
          bestPrice: true,
        },
        { id: anyId, roomType: "twin", date: night(4), ourPrice: 150, littleHotelierRate: null, competitorPrices: [{ competitor: "Hotel Down The Road", price: 140 }], bestPrice: false },
      ],
    });
    expect((await call("GET", "/api/prices/admin/all?roomType=twin", cookie)).body.data).toMatchObject({ entries: [{ roomType: "twin" }] });
    expect((await call("GET", "/api/prices/admin/summary", cookie)).body.data).toEqual({ best_price_count: 1, total_price_entries: 2 });

    const edited = await call("PUT", "/api/prices/admin/edit", cookie, { roomType: "twin", date: night(4), ourPrice: 135, competitorPrices: [{ competitor: "Hotel Down The Road", price: 140 }] });
    expect(edited.body.data).toMatchObject({ ourPrice: 135, bestPrice: true });
    expect((await call("GET", `/api/prices/current?roomType=twin&date=${night(4)}`, undefined)).body.data).toMatchObject({ ourPrice: 135, source: "staff" });
    expect((await call("GET", "/api/prices/admin/summary", cookie)).body.data).toEqual({ best_price_count: 2, total_price_entries: 2 });

    const deleted = await call("DELETE", `/api/prices/admin/delete?roomType=twin&date=${night(4)}`, cookie);
    expect(deleted.body).toEqual({ success: true, data: { roomType: "twin", date: night(4) } });
    expect((await call("GET", `/api/prices/current?roomType=twin&date=${night(4)}`, undefined)).body.data).toMatchObject({ source: "little_hotelier" });
    expect((await call("DELETE", `/api/prices/admin/delete?roomType=twin&date=${night(4)}`, cookie)).body).toEqual({ success: false, error: PRICE_ENTRY_NOT_FOUND });

    const trail = await t.db.prisma.auditEvent.findMany({ where: { action: { startsWith: "prices." } }, orderBy: { id: "asc" }, select: { action: true, actorId: true, targetType: true, details: true } });
    expect(trail).toEqual([
      { action: "prices.updated", actorId: admin.id, targetType: "room_price", details: { roomType: "double", date: night(3), ourPrice: 120.5, competitors: 2 } },
      { action: "prices.updated", actorId: admin.id, targetType: "room_price", details: { roomType: "twin", date: night(4), ourPrice: 150, competitors: 1 } },
      { action: "prices.updated", actorId: admin.id, targetType: "room_price", details: { roomType: "twin", date: night(4), ourPrice: 135, competitors: 1 } },
      { action: "prices.deleted", actorId: admin.id, targetType: "room_price", details: { roomType: "twin", date: night(4) } },
    ]);
  });

  it("counts best prices by the dashboard's rule: the same figures on the dashboard and the summary", async () => {
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    await call("POST", "/api/prices/update", cookie, { roomType: "single", date: night(1), ourPrice: 100, competitorPrices: [] });
    await call("POST", "/api/prices/update", cookie, { roomType: "single", date: night(2), ourPrice: 100, competitorPrices: [{ competitor: "A", price: 99.99 }] });
    // Competitors only: not an entry.
    await call("POST", "/api/prices/update", cookie, { roomType: "single", date: night(3), competitorPrices: [{ competitor: "A", price: 90 }] });
    const summary = (await call("GET", "/api/prices/admin/summary", cookie)).body.data;
    expect(summary).toEqual({ best_price_count: 1, total_price_entries: 2 });
    expect((await call("GET", "/api/admin/dashboard", cookie)).body.data).toMatchObject({ pricing: summary });
    const entries = ((await call("GET", "/api/prices/admin/all", cookie)).body.data as { entries: { bestPrice: boolean | null }[] }).entries;
    expect(entries.map((entry) => entry.bestPrice)).toEqual([true, false, null]);
  });

  it("refuses bad input with a message per field, and an edit of a night with no entry", async () => {
    const { cookie } = await createAdminSession(t.app, { role: "owner" });
    const bad = await call("POST", "/api/prices/update", cookie, { date: "2026-02-30", ourPrice: 12.345, competitorPrices: [{ competitor: "A", price: 10 }, { competitor: "B", price: -1 }] });
    expect(bad).toEqual({
      status: 400,
      body: {
        success: false,
        error: ERROR_MESSAGES.VALIDATION_ERROR,
        fieldErrors: {
          roomType: ROOM_TYPE_REQUIRED,
          date: "Please enter a valid date (YYYY-MM-DD)",
          ourPrice: PRICE_INVALID,
          "competitorPrices.1.price": PRICE_INVALID,
        },
      },
    });
    const duplicate = await call("POST", "/api/prices/update", cookie, { roomType: "twin", date: night(1), competitorPrices: [{ competitor: "A", price: 10 }, { competitor: "a", price: 11 }] });
    expect(duplicate.body.fieldErrors).toEqual({ "competitorPrices.1.competitor": COMPETITOR_DUPLICATE });
    const edit = await call("PUT", "/api/prices/admin/edit", cookie, { roomType: "twin", date: night(9), ourPrice: 100, competitorPrices: [] });
    expect(edit).toEqual({ status: 404, body: { success: false, error: PRICE_ENTRY_NOT_FOUND } });
    expect(await t.db.prisma.roomPrice.count()).toBe(0);
  });
});
