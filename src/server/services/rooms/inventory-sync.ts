import { LITTLE_HOTELIER_UNAVAILABLE } from "../../../shared/rooms/little-hotelier-messages.ts";
import type { InventorySyncRun, InventorySyncTriggerName } from "../../../shared/rooms/inventory-sync-request.ts";
import { ROOM_TYPES, type RoomType } from "../../../shared/rooms/room-types.ts";
import { addDays, londonToday } from "../../../shared/dates.ts";
import { Prisma, type PrismaClient } from "../../db/prisma.ts";
import { LittleHotelierUnavailableError } from "../../integrations/little-hotelier.ts";
import type { Logger } from "../core/logger.ts";
import { daysOf, fromDbDate, toDbDate } from "./calendar-days.ts";
import type { LittleHotelierRates } from "./little-hotelier-rates.ts";
import { lowestRatePence, nightAvailability, offersByRoomType } from "./rate-plan-offers.ts";
import { bookableRoomCount } from "./room-catalogue.ts";
import type { RoomTypeMatcher } from "./room-type-mapping.ts";

/** Days stored per sync, from today: the staff calendar shows 30; the rest serves the public one. */
export const INVENTORY_SYNC_DAYS = 90;

const syncSelect = {
  id: true,
  trigger: true,
  roomType: true,
  status: true,
  startDate: true,
  endDate: true,
  recordsStored: true,
  error: true,
  startedAt: true,
  finishedAt: true,
} as const satisfies Prisma.InventorySyncSelect;

type SyncRow = {
  id: string;
  trigger: InventorySyncTriggerName;
  roomType: RoomType | null;
  status: InventorySyncRun["status"];
  startDate: Date;
  endDate: Date;
  recordsStored: number;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
};

function toRun(row: SyncRow): InventorySyncRun {
  return {
    ...row,
    startDate: fromDbDate(row.startDate),
    endDate: fromDbDate(row.endDate),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export interface InventorySyncDependencies {
  prisma: PrismaClient;
  littleHotelier: LittleHotelierRates;
  matchRoomType: RoomTypeMatcher;
  now: () => number;
  log: Pick<Logger, "info" | "warn">;
}

/**
 * Stores a snapshot of Little Hotelier's availability and rates per room type and day, so the
 * staff inventory and the calendars still have figures while the platform is unreachable.
 * Runs one at a time in this process, whether the schedule or a member of staff asked.
 */
export class InventorySyncRunner {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: InventorySyncDependencies) {}

  /** Runs a sync after any one in progress; throws LittleHotelierUnavailableError when the platform failed (the run is recorded as failed). */
  run(trigger: InventorySyncTriggerName, roomType?: RoomType): Promise<InventorySyncRun> {
    const next = this.queue.then(() => this.runNow(trigger, roomType));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Resolves once no run is in progress or queued. */
  async idle(): Promise<void> {
    await this.queue;
  }

  /** The latest run, whatever became of it. */
  async latest(): Promise<InventorySyncRun | null> {
    const row = await this.deps.prisma.inventorySync.findFirst({ orderBy: { startedAt: "desc" }, select: syncSelect });
    return row ? toRun(row) : null;
  }

  /** When the latest successful run finished (ms since the epoch), or undefined. */
  async lastSuccessAt(): Promise<number | undefined> {
    const row = await this.deps.prisma.inventorySync.findFirst({
      where: { status: "succeeded" },
      orderBy: { finishedAt: "desc" },
      select: { finishedAt: true },
    });
    return row?.finishedAt?.getTime();
  }

  private async runNow(trigger: InventorySyncTriggerName, roomType: RoomType | undefined): Promise<InventorySyncRun> {
    const { prisma, littleHotelier, now, log } = this.deps;
    const start = londonToday(new Date(now()));
    const range = { start, end: addDays(start, INVENTORY_SYNC_DAYS - 1) };
    const created = await prisma.inventorySync.create({
      data: { trigger, roomType: roomType ?? null, status: "running", startDate: toDbDate(range.start), endDate: toDbDate(range.end), startedAt: new Date(now()) },
      select: { id: true },
    });
    try {
      const snapshot = await littleHotelier.get(range, { fresh: true });
      if (snapshot.stale) throw new LittleHotelierUnavailableError("network", "only an older answer is available");
      const recordsStored = await this.store(snapshot.rooms, range, roomType);
      const row = await prisma.inventorySync.update({
        where: { id: created.id },
        data: { status: "succeeded", recordsStored, finishedAt: new Date(now()) },
        select: syncSelect,
      });
      log.info({ trigger, roomType, recordsStored }, "inventory synced from Little Hotelier");
      return toRun(row);
    } catch (error) {
      const message = error instanceof LittleHotelierUnavailableError ? LITTLE_HOTELIER_UNAVAILABLE : "The inventory could not be stored.";
      await prisma.inventorySync.update({ where: { id: created.id }, data: { status: "failed", error: message, finishedAt: new Date(now()) } });
      log.warn({ trigger, roomType, err: error }, "inventory sync failed");
      throw error;
    }
  }

  /**
   * One INSERT … ON CONFLICT per sync instead of an upsert per type and day (450 round trips):
   * Little Hotelier's figures are replaced; staff's totalInventory and isActive are kept.
   */
  private async store(rooms: Parameters<typeof offersByRoomType>[0], range: { start: string; end: string }, only: RoomType | undefined): Promise<number> {
    const { prisma, matchRoomType, now } = this.deps;
    const offers = offersByRoomType(rooms, matchRoomType);
    const syncedAt = new Date(now());
    const rows: Prisma.Sql[] = [];
    for (const type of only ? [only] : ROOM_TYPES) {
      const plans = offers.get(type);
      // A type Little Hotelier does not sell is not recorded: nothing is known about it.
      if (!plans?.length) continue;
      const totalRooms = bookableRoomCount(type);
      for (const day of daysOf(range)) {
        const night = nightAvailability(plans, day);
        const rate = lowestRatePence(plans, day) ?? null;
        rows.push(
          Prisma.sql`(gen_random_uuid(), ${type}::"room_type", ${day}::date, ${totalRooms}::int, ${totalRooms}::int, ${night.availableRooms}::int, ${rate}::int, ${night.stopSell}::boolean, ${syncedAt}::timestamptz, ${syncedAt}::timestamptz)`,
        );
      }
    }
    for (let first = 0; first < rows.length; first += 1_000) {
      await prisma.$executeRaw`
        INSERT INTO "inventory_record" ("id", "room_type", "date", "total_rooms", "total_inventory", "available_rooms", "lh_rate_pence", "stop_sell", "synced_at", "updated_at")
        VALUES ${Prisma.join(rows.slice(first, first + 1_000))}
        ON CONFLICT ("room_type", "date") DO UPDATE SET
          "total_rooms" = EXCLUDED."total_rooms",
          "available_rooms" = EXCLUDED."available_rooms",
          "lh_rate_pence" = EXCLUDED."lh_rate_pence",
          "stop_sell" = EXCLUDED."stop_sell",
          "synced_at" = EXCLUDED."synced_at",
          "updated_at" = EXCLUDED."updated_at"`;
    }
    return rows.length;
  }
}
