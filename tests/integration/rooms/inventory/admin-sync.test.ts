import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INVENTORY_SYNC_DAYS } from "../../../../src/server/services/rooms/inventory-sync.ts";
import type { AdminIdentity } from "../../../../src/server/services/staff/sessions.ts";
import { ERROR_MESSAGES } from "../../../../src/shared/api/error-catalogue.ts";
import { LITTLE_HOTELIER_UNAVAILABLE } from "../../../../src/shared/rooms/little-hotelier-messages.ts";
import type { InventorySyncRequestInput } from "../../../../src/shared/rooms/inventory-sync-request.ts";
import { ROOM_TYPE_INVALID } from "../../../../src/shared/rooms/room-type-field.ts";
import { type FakeLittleHotelier, startFakeLittleHotelier } from "../../../fakes/little-hotelier.ts";
import { createAdminSession } from "../../helpers/admin-session.ts";
import { callerOf, fieldErrorsOfCall } from "../../helpers/app-caller.ts";
import { createTestApp } from "../../helpers/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-database.ts";

describe("POST /api/admin/inventory/sync and GET /api/admin/inventory/sync-status (staff only)", () => {
  let db: TestDatabase;
  let lh: FakeLittleHotelier;
  let app: FastifyInstance;
  let admin: AdminIdentity;
  let cookie: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    lh = await startFakeLittleHotelier();
    app = await createTestApp(db.prisma, { LH_API_BASE: lh.baseUrl, LH_CHANNEL_CODE: lh.channelCode });
    ({ admin, cookie } = await createAdminSession(app));
  });
  afterAll(async () => {
    await app.close();
    await lh.close();
    await db.destroy();
  });
  beforeEach(async () => {
    await db.prisma.inventoryRecord.deleteMany();
    await db.prisma.inventorySync.deleteMany();
    lh.mode = "ok";
  });

  it("refuses visitors without a staff session", async () => {
    const response = await app.inject({ method: "POST", url: "/api/admin/inventory/sync", payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.UNAUTHORIZED });
    await expect(callerOf(app).rooms.admin.inventory.syncStatus()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await db.prisma.inventorySync.count()).toBe(0);
  });

  it("syncs one room type on demand and reports the run", async () => {
    const response = await app.inject({ method: "POST", url: "/api/admin/inventory/sync", headers: { cookie }, payload: { roomType: "twin" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { trigger: "manual", roomType: "twin", status: "succeeded", recordsStored: INVENTORY_SYNC_DAYS } });
    const status = await app.inject({ method: "GET", url: "/api/admin/inventory/sync-status", headers: { cookie } });
    expect(status.json()).toMatchObject({ success: true, data: { configured: true, latest: { status: "succeeded", roomType: "twin" } } });
  });

  it("syncs every type when no body is sent", async () => {
    await expect(callerOf(app, admin).rooms.admin.inventory.sync(undefined)).resolves.toMatchObject({ roomType: null, recordsStored: 5 * INVENTORY_SYNC_DAYS });
  });

  it("answers 503 with the spec's wording when Little Hotelier is down, and records the failure", async () => {
    lh.mode = "malformed-json";
    const response = await app.inject({ method: "POST", url: "/api/admin/inventory/sync", headers: { cookie }, payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: LITTLE_HOTELIER_UNAVAILABLE });
    await expect(callerOf(app, admin).rooms.admin.inventory.syncStatus()).resolves.toMatchObject({ latest: { status: "failed", error: LITTLE_HOTELIER_UNAVAILABLE } });
  });

  it("refuses an unknown room type with 400", async () => {
    const response = await app.inject({ method: "POST", url: "/api/admin/inventory/sync", headers: { cookie }, payload: { roomType: "attic" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors: { roomType: ROOM_TYPE_INVALID } });
    await expect(fieldErrorsOfCall(callerOf(app, admin).rooms.admin.inventory.sync({ roomType: "attic" } as unknown as InventorySyncRequestInput))).resolves.toEqual({ roomType: ROOM_TYPE_INVALID });
    expect(await db.prisma.inventorySync.count()).toBe(0);
  });
});
