import { addDays, londonToday } from "../../../../shared/dates.ts";
import { INVENTORY_CALENDAR_DAYS } from "../../../../shared/rooms/inventory-admin.ts";
import type { RoomType } from "../../../../shared/rooms/room-types.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The Room Inventory tab's calls (`rooms.admin.inventory.*`), typed from AppRouter (ADR 085).

/** Every inventory query (the overview and each calendar), so a sync refreshes them all. */
export function inventoryFilter() {
  return staffTrpc.rooms.admin.inventory.pathFilter();
}

export function inventoryQuery(refetchInterval: number) {
  return staffTrpc.rooms.admin.inventory.overview.queryOptions(undefined, { refetchInterval });
}

/** Today and the 720 hours after it, in London days. */
export function calendarRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const startDate = londonToday(now);
  return { startDate, endDate: addDays(startDate, INVENTORY_CALENDAR_DAYS - 1) };
}

export function calendarQuery(roomType: RoomType, range: { startDate: string; endDate: string }) {
  return staffTrpc.rooms.admin.inventory.calendar.queryOptions({ roomType, ...range });
}

export function syncNow() {
  return staffTrpcClient.rooms.admin.inventory.sync.mutate({});
}
