import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "../../../../src/shared/dates.ts";
import { ERROR_MESSAGES } from "../../../../src/shared/api/error-catalogue.ts";
import {
  CALENDAR_RANGE_TOO_LONG,
  INVENTORY_DATE_FIXED,
  INVENTORY_FIELDS_REQUIRED,
  INVENTORY_RECORD_NOT_FOUND,
  INVENTORY_TOTAL_INVALID,
} from "../../../../src/shared/rooms/inventory-admin.ts";
import { LITTLE_HOTELIER_UNAVAILABLE } from "../../../../src/shared/rooms/little-hotelier-messages.ts";
import type { RoomType } from "../../../../src/shared/rooms/room-types.ts";
import { toDbDate } from "../../../../src/server/services/rooms/calendar-days.ts";
import { createAdminSession } from "../../helpers/admin-session.ts";
import { useAppWithLittleHotelier } from "../../helpers/use-app-with-little-hotelier.ts";
import { useTestApp } from "../../helpers/use-test-app.ts";

interface Seed {
  roomType: RoomType;
  date: string;
  total: number;
  available: number | null;
  isActive?: boolean;
  stopSell?: boolean;
  lhRatePence?: number | null;
}

describe("the staff Room Inventory calls with Little Hotelier configured", () => {
  const t = useAppWithLittleHotelier();
  const today = () => londonToday(new Date(t.app.roomRates.now()));

  async function seed(rows: Seed[]): Promise<void> {
    await t.db.prisma.inventoryRecord.createMany({
      data: rows.map((row) => ({
        roomType: row.roomType,
        date: toDbDate(row.date),
        totalRooms: row.total,
        totalInventory: row.total,
        availableRooms: row.available,
        isActive: row.isActive ?? true,
        stopSell: row.stopSell ?? false,
        lhRatePence: row.lhRatePence ?? null,
        syncedAt: new Date(),
      })),
    });
  }

  async function get(url: string, cookie?: string) {
    const response = await t.app.inject({ method: "GET", url, ...(cookie ? { headers: { cookie } } : {}) });
    return { status: response.statusCode, body: response.json<{ success: boolean; data?: unknown; error?: string; fieldErrors?: Record<string, string> }>() };
  }

  it("refuses every inventory call without a staff session", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/inventory"],
      ["GET", `/api/admin/inventory/calendar?roomType=twin&startDate=${today()}&endDate=${today()}`],
      ["POST", "/api/admin/inventory"],
      ["PUT", "/api/admin/inventory/4d7e6b0e-0000-4000-8000-0000000000aa"],
      ["DELETE", "/api/admin/inventory/4d7e6b0e-0000-4000-8000-0000000000aa"],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === "GET" ? {} : { payload: { date: today(), totalRooms: 1, roomType: "twin" } }) });
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 401 });
    }
    expect(await t.db.prisma.inventoryRecord.count()).toBe(0);
  });

  it("lists today's figures per room type from the stored records, with the last sync", async () => {
    const { cookie } = await createAdminSession(t.app);
    await seed([
      { roomType: "single", date: today(), total: 4, available: 4 },
      { roomType: "double", date: today(), total: 8, available: 1 },
      { roomType: "twin", date: today(), total: 6, available: null },
      { roomType: "deluxe_family", date: today(), total: 3, available: 2, isActive: false },
      // Tomorrow's figures are not today's.
      { roomType: "standard_family", date: addDays(today(), 1), total: 5, available: 5 },
    ]);
    await t.db.prisma.inventorySync.create({
      data: { trigger: "schedule", status: "succeeded", startDate: toDbDate(today()), endDate: toDbDate(today()), recordsStored: 4, startedAt: new Date("2026-01-01T10:00:00Z"), finishedAt: new Date("2026-01-01T10:00:05Z") },
    });
    const { status, body } = await get("/api/admin/inventory", cookie);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      connectionError: null,
      lastSync: { status: "succeeded", finishedAt: "2026-01-01T10:00:05.000Z", error: null },
      items: [
        { roomType: "single", label: "Single", totalInventory: 4, currentAvailable: 4, isActive: true, level: "High" },
        { roomType: "double", label: "Double", totalInventory: 8, currentAvailable: 1, isActive: true, level: "Low" },
        // Little Hotelier did not say: total less booked (none known).
        { roomType: "twin", label: "Twin", totalInventory: 6, currentAvailable: 6, isActive: true, level: "High" },
        // Switched off by staff: guests can book none of it.
        { roomType: "deluxe_family", label: "Deluxe Family", totalInventory: 3, currentAvailable: 0, isActive: false, level: "Sold Out" },
      ],
    });
  });

  it("after a sync that could not reach Little Hotelier, says the not-connected sentence with an empty list", async () => {
    const { cookie } = await createAdminSession(t.app);
    await seed([{ roomType: "single", date: today(), total: 4, available: 4 }]);
    t.lh.mode = "error500";
    const sync = await t.app.inject({ method: "POST", url: "/api/admin/inventory/sync", headers: { cookie }, payload: {} });
    expect(sync.statusCode).toBe(503);
    const { body } = await get("/api/admin/inventory", cookie);
    expect(body.data).toMatchObject({ connectionError: LITTLE_HOTELIER_UNAVAILABLE, lastSync: { status: "failed", error: LITTLE_HOTELIER_UNAVAILABLE }, items: [] });

    // The next sync that works brings the list back, with what it stored.
    t.lh.mode = "ok";
    expect((await t.app.inject({ method: "POST", url: "/api/admin/inventory/sync", headers: { cookie }, payload: {} })).statusCode).toBe(200);
    const after = await get("/api/admin/inventory", cookie);
    expect(after.body.data).toMatchObject({ connectionError: null, lastSync: { status: "succeeded" } });
    expect((after.body.data as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it("answers the calendar day by day: stored figures, total less booked when availability is unknown, Not Set for days never synced", async () => {
    const { cookie } = await createAdminSession(t.app);
    const start = today();
    await seed([
      { roomType: "double", date: start, total: 8, available: 5 },
      { roomType: "double", date: addDays(start, 1), total: 8, available: null },
      { roomType: "double", date: addDays(start, 2), total: 8, available: 0 },
      { roomType: "double", date: addDays(start, 3), total: 8, available: 5, stopSell: true },
      { roomType: "twin", date: start, total: 6, available: 1 },
    ]);
    const { status, body } = await get(`/api/admin/inventory/calendar?roomType=double&startDate=${start}&endDate=${addDays(start, 4)}`, cookie);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      roomType: "double",
      startDate: start,
      endDate: addDays(start, 4),
      days: [
        { date: start, totalRooms: 8, bookedRooms: 3, availableRooms: 5, level: "Medium" },
        { date: addDays(start, 1), totalRooms: 8, bookedRooms: 0, availableRooms: 8, level: "High" },
        { date: addDays(start, 2), totalRooms: 8, bookedRooms: 8, availableRooms: 0, level: "Sold Out" },
        { date: addDays(start, 3), totalRooms: 8, bookedRooms: 8, availableRooms: 0, level: "Sold Out" },
        { date: addDays(start, 4), totalRooms: 0, bookedRooms: 0, availableRooms: 0, level: "Not Set" },
      ],
    });
  });

  it("serves today and the 720 hours after it (31 days) and refuses a longer or reversed range", async () => {
    const { cookie } = await createAdminSession(t.app);
    const start = today();
    const month = await get(`/api/admin/inventory/calendar?roomType=twin&startDate=${start}&endDate=${addDays(start, 30)}`, cookie);
    expect((month.body.data as { days: unknown[] }).days).toHaveLength(31);
    const tooLong = await get(`/api/admin/inventory/calendar?roomType=twin&startDate=${start}&endDate=${addDays(start, 31)}`, cookie);
    expect(tooLong).toEqual({ status: 400, body: { success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors: { endDate: CALENDAR_RANGE_TOO_LONG } } });
    const reversed = await get(`/api/admin/inventory/calendar?roomType=twin&startDate=${start}&endDate=${addDays(start, -1)}`, cookie);
    expect(reversed.status).toBe(400);
  });

  it("POST needs a date and a total (each field's own sentence), takes the spec's spellings, and keeps staff's total through a sync", async () => {
    const { cookie, admin } = await createAdminSession(t.app);
    const missing = await t.app.inject({ method: "POST", url: "/api/admin/inventory", headers: { cookie }, payload: { roomType: "twin" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, error: INVENTORY_FIELDS_REQUIRED, fieldErrors: { date: INVENTORY_FIELDS_REQUIRED, totalRooms: INVENTORY_FIELDS_REQUIRED } });
    const noTotal = await t.app.inject({ method: "POST", url: "/api/admin/inventory", headers: { cookie }, payload: { room_type: "twin", date: today() } });
    expect(noTotal.json()).toMatchObject({ success: false, error: INVENTORY_FIELDS_REQUIRED });
    const negative = await t.app.inject({ method: "POST", url: "/api/admin/inventory", headers: { cookie }, payload: { roomType: "twin", date: today(), totalRooms: -1 } });
    expect(negative.json()).toMatchObject({ success: false, fieldErrors: { totalInventory: INVENTORY_TOTAL_INVALID } });

    const created = await t.app.inject({ method: "POST", url: "/api/admin/inventory", headers: { cookie }, payload: { room_type: "twin", date: today(), total_rooms: 2, is_active: true } });
    expect(created.statusCode).toBe(201);
    const record = created.json<{ data: { id: string } }>().data;
    expect(created.json()).toMatchObject({ success: true, data: { roomType: "twin", date: today(), totalRooms: 2, totalInventory: 2, availableRooms: null, isActive: true, syncedAt: null } });
    expect(await t.db.prisma.auditEvent.findMany({ where: { action: "inventory.updated" }, select: { actorId: true, targetId: true } })).toEqual([{ actorId: admin.id, targetId: record.id }]);

    await t.app.roomRates.inventorySync.run("manual", "twin");
    const stored = await t.db.prisma.inventoryRecord.findUniqueOrThrow({ where: { id: record.id }, select: { totalInventory: true, availableRooms: true, syncedAt: true } });
    expect(stored.totalInventory).toBe(2);
    expect(stored.syncedAt).not.toBeNull();
  });

  it("PUT changes staff's total or on/off of a record, in the spec's fallback shape too; the date cannot move", async () => {
    const { cookie } = await createAdminSession(t.app);
    await seed([{ roomType: "single", date: today(), total: 4, available: 3 }]);
    const { id } = await t.db.prisma.inventoryRecord.findFirstOrThrow({ select: { id: true } });
    const put = (payload: object) => t.app.inject({ method: "PUT", url: `/api/admin/inventory/${id}`, headers: { cookie }, payload });
    expect((await put({ totalInventory: 5, isActive: false })).json()).toMatchObject({ success: true, data: { totalInventory: 5, isActive: false } });
    expect((await put({ date: today(), totalRooms: 3 })).json()).toMatchObject({ success: true, data: { totalInventory: 3, isActive: false } });
    expect((await put({ date: addDays(today(), 1), totalRooms: 3 })).json()).toMatchObject({ success: false, error: INVENTORY_DATE_FIXED });
    expect((await put({ totalInventory: "many" })).statusCode).toBe(400);
    const unknown = await t.app.inject({ method: "PUT", url: "/api/admin/inventory/4d7e6b0e-0000-4000-8000-0000000000aa", headers: { cookie }, payload: { totalInventory: 1 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: INVENTORY_RECORD_NOT_FOUND });
    expect(await t.db.prisma.auditEvent.count({ where: { action: "inventory.updated" } })).toBe(2);
  });

  it("DELETE forgets a day (audited) and answers 404 for one it does not know", async () => {
    const { cookie } = await createAdminSession(t.app);
    await seed([{ roomType: "single", date: today(), total: 4, available: 3 }]);
    const { id } = await t.db.prisma.inventoryRecord.findFirstOrThrow({ select: { id: true } });
    const removed = await t.app.inject({ method: "DELETE", url: `/api/admin/inventory/${id}`, headers: { cookie } });
    expect(removed.json()).toEqual({ success: true, data: { id } });
    expect(await t.db.prisma.inventoryRecord.count()).toBe(0);
    expect(await t.db.prisma.auditEvent.count({ where: { action: "inventory.deleted", targetId: id } })).toBe(1);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/inventory/${id}`, headers: { cookie } })).statusCode).toBe(404);
  });
});

describe("the staff Room Inventory list without Little Hotelier configured", () => {
  const t = useTestApp();

  it("says the not-connected sentence with an empty list, even with records stored", async () => {
    const { cookie } = await createAdminSession(t.app);
    const today = londonToday(new Date(t.app.roomRates.now()));
    await t.db.prisma.inventoryRecord.create({ data: { roomType: "single", date: toDbDate(today), totalRooms: 4, totalInventory: 4, availableRooms: 4 } });
    const response = await t.app.inject({ method: "GET", url: "/api/admin/inventory", headers: { cookie } });
    expect(response.json()).toEqual({ success: true, data: { connectionError: LITTLE_HOTELIER_UNAVAILABLE, lastSync: null, items: [] } });
  });
});
