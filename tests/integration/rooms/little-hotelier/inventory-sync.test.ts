import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configFor } from "../../../../src/server/config.ts";
import { createInventorySyncJob, INVENTORY_SYNC_INTERVAL_MS, INVENTORY_SYNC_RETRY_MS } from "../../../../src/server/jobs/inventory-sync.ts";
import { INVENTORY_SYNC_DAYS } from "../../../../src/server/services/rooms/inventory-sync.ts";
import { createRoomRatesRuntime, type RoomRatesRuntime } from "../../../../src/server/services/rooms/room-rates-runtime.ts";
import { LITTLE_HOTELIER_UNAVAILABLE, LIVE_RATES_UNAVAILABLE } from "../../../../src/shared/rooms/little-hotelier-messages.ts";
import { DEFAULT_FAKE_ROOMS, type FakeLittleHotelier, startFakeLittleHotelier } from "../../../fakes/little-hotelier.ts";
import { manualTimer } from "../../helpers/manual-timer.ts";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-database.ts";

const HOUR = 3_600_000;

describe("the inventory sync (a Little Hotelier snapshot every 6 hours and on demand)", () => {
  let db: TestDatabase;
  let lh: FakeLittleHotelier;
  let clock: number;
  let runtime: RoomRatesRuntime;
  let app: FastifyInstance;

  const records = (roomType?: "double" | "twin") =>
    db.prisma.inventoryRecord.findMany({
      where: roomType ? { roomType } : {},
      select: { roomType: true, date: true, totalRooms: true, totalInventory: true, availableRooms: true, lhRatePence: true, stopSell: true, isActive: true },
      orderBy: [{ roomType: "asc" }, { date: "asc" }],
    });

  const makeRuntime = (channelCode: string, timeoutMs = 10_000) =>
    createRoomRatesRuntime(configFor({ LH_API_BASE: lh.baseUrl, LH_CHANNEL_CODE: channelCode }), db.prisma, Fastify({ logger: false }).log, {
      now: () => clock,
      client: { retries: 0, timeoutMs },
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    lh = await startFakeLittleHotelier();
  });
  afterAll(async () => {
    await lh.close();
    await db.destroy();
  });
  beforeEach(async () => {
    await db.truncate();
    lh.mode = "ok";
    lh.rooms = DEFAULT_FAKE_ROOMS;
    lh.requests.length = 0;
    clock = Date.UTC(2026, 11, 1, 9, 0);
    runtime = makeRuntime(lh.channelCode);
    app = Fastify({ logger: false });
    app.decorate("roomRates", runtime);
  });

  it("stores one record per room type and day for the next 90 days", async () => {
    const run = await runtime.inventorySync.run("manual");
    expect(run).toMatchObject({ trigger: "manual", status: "succeeded", startDate: "2026-12-01", endDate: "2027-02-28", recordsStored: 5 * INVENTORY_SYNC_DAYS, error: null });
    expect(lh.requests).toEqual([{ channel: lh.channelCode, startDate: "2026-12-01", endDate: "2027-02-28" }]);
    const doubles = await records("double");
    expect(doubles).toHaveLength(INVENTORY_SYNC_DAYS);
    // 11 bookable doubles; two rate plans share the rooms, the cheaper rate is kept.
    expect(doubles[0]).toEqual({ roomType: "double", date: new Date("2026-12-01T00:00:00Z"), totalRooms: 11, totalInventory: 11, availableRooms: 6, lhRatePence: 10850, stopSell: false, isActive: true });
  });

  it("syncs a single room type on demand", async () => {
    const run = await runtime.inventorySync.run("manual", "twin");
    expect(run).toMatchObject({ roomType: "twin", recordsStored: INVENTORY_SYNC_DAYS });
    expect(new Set((await records()).map((record) => record.roomType))).toEqual(new Set(["twin"]));
  });

  it("replaces Little Hotelier's figures on the next run and keeps what staff set", async () => {
    await runtime.inventorySync.run("manual");
    await db.prisma.inventoryRecord.updateMany({ where: { roomType: "twin" }, data: { totalInventory: 5, isActive: false } });
    lh.rooms = [{ name: "Twin Room", ratePlans: [{ id: 301, name: "Best Available Rate", rate: 130, available: 1, days: { "2026-12-02": { stop_online_sell: true } } }] }];
    clock += 6 * HOUR;
    await runtime.inventorySync.run("schedule");
    const twins = await records("twin");
    expect(twins[0]).toMatchObject({ totalInventory: 5, isActive: false, availableRooms: 1, lhRatePence: 13000, stopSell: false });
    expect(twins[1]).toMatchObject({ stopSell: true });
    expect(await db.prisma.inventoryRecord.count({ where: { roomType: "twin" } })).toBe(INVENTORY_SYNC_DAYS);
  });

  it("records a failed run with the spec's wording and stores nothing", async () => {
    lh.mode = "error500";
    await expect(runtime.inventorySync.run("manual")).rejects.toThrow(LIVE_RATES_UNAVAILABLE);
    expect(await records()).toEqual([]);
    expect(await runtime.inventorySync.latest()).toMatchObject({ status: "failed", error: LITTLE_HOTELIER_UNAVAILABLE });
  });

  it("does not store an old cached answer as if it were new", async () => {
    await runtime.littleHotelier.get({ start: "2026-12-01", end: "2027-02-28" });
    lh.mode = "malformed-json";
    await expect(runtime.inventorySync.run("manual")).rejects.toThrow(LIVE_RATES_UNAVAILABLE);
    expect(await records()).toEqual([]);
  });

  it("runs one sync at a time: a request during a run waits for it", async () => {
    const [first, second] = await Promise.all([runtime.inventorySync.run("schedule"), runtime.inventorySync.run("manual")]);
    expect(first.status).toBe("succeeded");
    expect(second.status).toBe("succeeded");
    expect(Date.parse(second.startedAt)).toBeGreaterThanOrEqual(Date.parse(first.finishedAt ?? ""));
    expect(lh.requests).toHaveLength(2);
  });

  describe("the background job", () => {
    it("syncs at once when there has never been a sync, then every 6 hours", async () => {
      const timers = manualTimer();
      const job = createInventorySyncJob(app, timers.timer);
      job.start();
      await job.whenIdle();
      expect(timers.pending.map((entry) => entry.ms)).toEqual([0]);

      timers.fire();
      await job.whenIdle();
      expect(await db.prisma.inventorySync.count({ where: { status: "succeeded", trigger: "schedule" } })).toBe(1);
      expect(timers.pending.map((entry) => entry.ms)).toEqual([INVENTORY_SYNC_INTERVAL_MS]);

      clock += INVENTORY_SYNC_INTERVAL_MS;
      timers.fire();
      await job.whenIdle();
      expect(await db.prisma.inventorySync.count({ where: { status: "succeeded", trigger: "schedule" } })).toBe(2);
      await job.stop();
      expect(timers.pending).toEqual([]);
    });

    it("after a restart waits out the rest of the 6 hours since the last successful sync", async () => {
      await runtime.inventorySync.run("manual");
      clock += 2 * HOUR;
      const timers = manualTimer();
      const job = createInventorySyncJob(app, timers.timer);
      job.start();
      await job.whenIdle();
      expect(timers.pending.map((entry) => entry.ms)).toEqual([4 * HOUR]);
      await job.stop();
    });

    it("tries again after 30 minutes when a run fails", async () => {
      lh.mode = "timeout";
      runtime = makeRuntime(lh.channelCode, 200);
      app = Fastify({ logger: false });
      app.decorate("roomRates", runtime);
      const timers = manualTimer();
      const job = createInventorySyncJob(app, timers.timer);
      job.start();
      await job.whenIdle();
      timers.fire();
      await job.whenIdle();
      expect(timers.pending.map((entry) => entry.ms)).toEqual([INVENTORY_SYNC_RETRY_MS]);
      expect(await runtime.inventorySync.latest()).toMatchObject({ status: "failed", trigger: "schedule" });
      await job.stop();
    });

    it("stays off without LH_CHANNEL_CODE", async () => {
      const unconfigured = Fastify({ logger: false });
      unconfigured.decorate("roomRates", makeRuntime(""));
      const timers = manualTimer();
      const job = createInventorySyncJob(unconfigured, timers.timer);
      job.start();
      await job.whenIdle();
      expect(timers.pending).toEqual([]);
      await job.stop();
      expect(lh.requests).toEqual([]);
    });
  });
});
