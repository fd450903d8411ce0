import { z } from "zod";
import { AVAILABILITY_LEVELS, availabilityLevel, type AvailabilityLevel } from "./availability-level.ts";
import { ROOM_TYPES } from "./room-types.ts";
import { roomTypeSchema } from "./room-type-field.ts";
import { END_BEFORE_START, daysInRange, holdsRealDates, isoDateField } from "../validation/date-range.ts";

// The staff Room Inventory tab (ADR 027): what
// the server answers and what the inventory calls accept. The screen parses the answers with
// these schemas; the server validates its inputs with them.

/** The calendar shows today and the 720 hours after it: 31 days, which is also the most one call may ask for. */
export const INVENTORY_CALENDAR_DAYS = 31;
export const CALENDAR_RANGE_TOO_LONG = `The calendar shows at most ${INVENTORY_CALENDAR_DAYS} days at a time`;

/** The tab's own fallbacks when the server gave no message of its own. */
export const INVENTORY_LOAD_FAILED = "Failed to load inventory data";
export const CALENDAR_LOAD_FAILED = "Failed to load calendar data";

/** The tab refreshes itself this often (and whenever the browser tab is shown again). */
export const INVENTORY_REFRESH_MS = 6 * 60 * 60 * 1_000;

/** The original's wording for a POST /admin/inventory without its two figures. */
export const INVENTORY_FIELDS_REQUIRED = "Missing required fields: date and totalRooms are required";
export const INVENTORY_RECORD_NOT_FOUND = "Inventory record not found";
export const INVENTORY_TOTAL_INVALID = "Total inventory must be a whole number of 0 or more";
export const INVENTORY_DATE_FIXED = "An inventory record's date cannot be changed; delete it and add the other day instead";

/**
 * A calendar day's figures: available rooms may be unknown (null), then they are the total
 * less the booked ones, never below 0; the level follows from the share left.
 */
export function calendarDayFigures(day: { totalRooms: number; bookedRooms: number; availableRooms: number | null }): {
  totalRooms: number;
  bookedRooms: number;
  availableRooms: number;
  level: AvailabilityLevel;
} {
  const availableRooms = Math.max(0, day.availableRooms ?? day.totalRooms - day.bookedRooms);
  return { totalRooms: day.totalRooms, bookedRooms: day.bookedRooms, availableRooms, level: availabilityLevel(availableRooms, day.totalRooms) };
}

const syncSummarySchema = z.object({
  status: z.enum(["running", "succeeded", "failed"]),
  /** ISO instant; null while running. */
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});

const inventoryItemSchema = z.object({
  roomType: z.enum(ROOM_TYPES),
  label: z.string(),
  totalInventory: z.number(),
  /** Today's rooms left, never below 0. */
  currentAvailable: z.number(),
  isActive: z.boolean(),
  level: z.enum(AVAILABILITY_LEVELS),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** GET /api/admin/inventory */
export const inventoryOverviewSchema = z.object({
  /** The connection sentence when Little Hotelier is not configured or the last sync could not reach it; the list is then empty. */
  connectionError: z.string().nullable(),
  lastSync: syncSummarySchema.nullable(),
  items: z.array(inventoryItemSchema),
});
export type InventoryOverview = z.infer<typeof inventoryOverviewSchema>;

/** GET /api/admin/inventory/calendar?roomType&startDate&endDate (YYYY-MM-DD, both included). */
export const inventoryCalendarQuerySchema = z
  .object({
    roomType: roomTypeSchema,
    startDate: isoDateField("Start date"),
    endDate: isoDateField("End date"),
  })
  .superRefine(
    (query, ctx) => {
      const message = query.endDate < query.startDate ? END_BEFORE_START : daysInRange(query.startDate, query.endDate) > INVENTORY_CALENDAR_DAYS ? CALENDAR_RANGE_TOO_LONG : undefined;
      if (message) ctx.addIssue({ code: "custom", message, path: ["endDate"], input: query.endDate });
    },
    { when: (payload) => holdsRealDates(payload.value, "startDate", "endDate") },
  );
export type InventoryCalendarQuery = z.output<typeof inventoryCalendarQuerySchema>;

const inventoryCalendarDaySchema = z.object({
  date: z.string(),
  totalRooms: z.number(),
  bookedRooms: z.number(),
  availableRooms: z.number(),
  level: z.enum(AVAILABILITY_LEVELS),
});
export type InventoryCalendarDay = z.infer<typeof inventoryCalendarDaySchema>;

export const inventoryCalendarSchema = z.object({
  roomType: z.enum(ROOM_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(inventoryCalendarDaySchema),
});
export type InventoryCalendar = z.infer<typeof inventoryCalendarSchema>;

// The record calls accept the spellings the original admin sends (roomType or room_type; totalRooms, total_rooms
// or totalInventory; isActive or is_active) and read them as one.

function firstOf(record: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (record[key] !== undefined && record[key] !== null && record[key] !== "") return record[key];
  return undefined;
}

function normalised(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return {
    roomType: firstOf(record, ["roomType", "room_type", "type"]),
    date: firstOf(record, ["date"]),
    totalInventory: firstOf(record, ["totalInventory", "totalRooms", "total_rooms", "total_inventory"]),
    isActive: firstOf(record, ["isActive", "is_active"]),
    ...(typeof record.id === "string" ? { id: record.id } : {}),
  };
}

const totalInventoryField = z.number({ error: INVENTORY_TOTAL_INVALID }).int(INVENTORY_TOTAL_INVALID).min(0, INVENTORY_TOTAL_INVALID).max(1_000, INVENTORY_TOTAL_INVALID);

/**
 * POST /api/admin/inventory: a record for one type and day. Date and total may be absent here: the
 * service refuses that with the original's own sentence (INVENTORY_FIELDS_REQUIRED) rather than the generic one.
 */
export const inventoryRecordCreateSchema = z.preprocess(
  normalised,
  z.object({
    roomType: z.optional(roomTypeSchema),
    date: z.optional(isoDateField("Date")),
    totalInventory: totalInventoryField.optional(),
    isActive: z.boolean().optional(),
  }),
);
export type InventoryRecordCreate = z.output<typeof inventoryRecordCreateSchema>;

const recordIdField = z.uuid({ error: INVENTORY_RECORD_NOT_FOUND });

/** DELETE /api/admin/inventory/:id */
export const inventoryRecordIdSchema = z.object({ id: recordIdField });

/** PUT /api/admin/inventory/:id {totalInventory?, isActive?, date?, totalRooms?}: the date, when sent, must be the record's. */
export const inventoryRecordUpdateSchema = z.preprocess(
  normalised,
  z.object({
    id: recordIdField,
    date: z.optional(isoDateField("Date")),
    totalInventory: totalInventoryField.optional(),
    isActive: z.boolean().optional(),
  }),
);
export type InventoryRecordUpdate = z.output<typeof inventoryRecordUpdateSchema>;

export const inventoryRecordViewSchema = z.object({
  id: z.string(),
  roomType: z.enum(ROOM_TYPES),
  date: z.string(),
  totalRooms: z.number(),
  totalInventory: z.number(),
  availableRooms: z.number().nullable(),
  isActive: z.boolean(),
  syncedAt: z.string().nullable(),
});
export type InventoryRecordView = z.infer<typeof inventoryRecordViewSchema>;

/** DELETE /api/admin/inventory/:id: the record removed. */
export const inventoryRecordDeletedSchema = z.object({ id: z.string() });
