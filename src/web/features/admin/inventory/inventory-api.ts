import { addDays, londonToday } from "../../../../shared/dates.ts";
import {
  INVENTORY_CALENDAR_DAYS,
  inventoryCalendarSchema,
  inventoryOverviewSchema,
  type InventoryCalendar,
  type InventoryOverview,
} from "../../../../shared/rooms/inventory-admin.ts";
import type { RoomType } from "../../../../shared/rooms/room-types.ts";
import { inventorySyncRunSchema, type InventorySyncRun } from "../../../../shared/rooms/inventory-sync-request.ts";
import { adminFetch } from "../shell/admin-fetch.ts";

/** Every inventory query lives under this key, so a sync refreshes them all. */
export const INVENTORY_QUERY_KEY = ["admin", "inventory"] as const;

export function fetchInventory(signal: AbortSignal): Promise<InventoryOverview> {
  return adminFetch("/api/admin/inventory", inventoryOverviewSchema, { signal });
}

/** Today and the 720 hours after it, in London days. */
export function calendarRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const startDate = londonToday(now);
  return { startDate, endDate: addDays(startDate, INVENTORY_CALENDAR_DAYS - 1) };
}

export function fetchCalendar(roomType: RoomType, range: { startDate: string; endDate: string }, signal: AbortSignal): Promise<InventoryCalendar> {
  const query = new URLSearchParams({ roomType, ...range });
  return adminFetch(`/api/admin/inventory/calendar?${query.toString()}`, inventoryCalendarSchema, { signal });
}

export function syncNow(): Promise<InventorySyncRun> {
  return adminFetch("/api/admin/inventory/sync", inventorySyncRunSchema, { method: "POST", body: {} });
}
