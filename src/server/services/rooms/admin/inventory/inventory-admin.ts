import {
  calendarDayFigures,
  INVENTORY_DATE_FIXED,
  INVENTORY_FIELDS_REQUIRED,
  INVENTORY_RECORD_NOT_FOUND,
  type InventoryCalendar,
  type InventoryCalendarQuery,
  type InventoryItem,
  type InventoryOverview,
  type InventoryRecordCreate,
  type InventoryRecordUpdate,
  type InventoryRecordView,
} from "../../../../../shared/rooms/inventory-admin.ts";
import { LITTLE_HOTELIER_UNAVAILABLE } from "../../../../../shared/rooms/little-hotelier-messages.ts";
import { ROOM_TYPE_REQUIRED } from "../../../../../shared/rooms/room-type-field.ts";
import { ROOM_TYPE_NAMES, ROOM_TYPES } from "../../../../../shared/rooms/room-types.ts";
import { londonToday } from "../../../../../shared/dates.ts";
import type { Prisma } from "../../../../db/prisma.ts";
import { AppError } from "../../../../errors.ts";
import { recordAudit } from "../../../core/audit-trail.ts";
import { daysOf, fromDbDate, toDbDate } from "../../calendar-days.ts";
import type { ServiceContext, StaffActor } from "../../../core/service-context.ts";

// The staff Room Inventory tab (ADR 027): read
// from the snapshot the inventory sync stores (ADR 004), never from Little Hotelier directly, so
// the tab shows the same figures as the sync status beside them.

interface StoredFigures {
  totalInventory: number;
  totalRooms: number;
  availableRooms: number | null;
  stopSell: boolean;
  isActive: boolean;
}

/**
 * A stored day as a calendar day. Booked rooms are the rooms Little Hotelier no longer
 * sold at the sync; a day closed to sale (stop-sell) or switched off by staff has none left, as
 * guests see it. Unknown availability counts nothing as booked: total less booked.
 */
function figuresOf(record: StoredFigures) {
  const closed = record.stopSell || !record.isActive;
  const availableRooms = closed ? 0 : record.availableRooms;
  const bookedRooms = availableRooms === null ? 0 : Math.max(0, record.totalInventory - availableRooms);
  return calendarDayFigures({ totalRooms: record.totalInventory, bookedRooms, availableRooms });
}

const figureSelect = { totalInventory: true, totalRooms: true, availableRooms: true, stopSell: true, isActive: true } as const satisfies Prisma.InventoryRecordSelect;

/** GET /api/admin/inventory: today's figures per room type, and how the last sync went. */
export async function inventoryOverview({ prisma, roomRates }: ServiceContext<StaffActor>): Promise<InventoryOverview> {
  const latest = await roomRates.inventorySync.latest();
  const lastSync = latest ? { status: latest.status, finishedAt: latest.finishedAt, error: latest.error } : null;
  // Unconfigured, or the platform could not be reached: the connection sentence with an empty list.
  if (!roomRates.littleHotelier.configured) return { connectionError: LITTLE_HOTELIER_UNAVAILABLE, lastSync, items: [] };
  if (latest?.status === "failed" && latest.error === LITTLE_HOTELIER_UNAVAILABLE) return { connectionError: LITTLE_HOTELIER_UNAVAILABLE, lastSync, items: [] };
  const today = londonToday(new Date(roomRates.now()));
  const records = await prisma.inventoryRecord.findMany({ where: { date: toDbDate(today) }, select: { roomType: true, ...figureSelect } });
  const byType = new Map(records.map((record) => [record.roomType, record]));
  const items = ROOM_TYPES.flatMap((roomType): InventoryItem[] => {
    const record = byType.get(roomType);
    if (!record) return [];
    const figures = figuresOf(record);
    return [{ roomType, label: ROOM_TYPE_NAMES[roomType], totalInventory: record.totalInventory, currentAvailable: figures.availableRooms, isActive: record.isActive, level: figures.level }];
  });
  return { connectionError: null, lastSync, items };
}

/** GET /api/admin/inventory/calendar: each day of the range from the snapshot; a day never synced has no total ("Not Set"). */
export async function inventoryCalendar({ prisma }: ServiceContext<StaffActor>, query: InventoryCalendarQuery): Promise<InventoryCalendar> {
  const records = await prisma.inventoryRecord.findMany({
    where: { roomType: query.roomType, date: { gte: toDbDate(query.startDate), lte: toDbDate(query.endDate) } },
    select: { date: true, ...figureSelect },
  });
  const byDay = new Map(records.map((record) => [fromDbDate(record.date), record]));
  const days = daysOf({ start: query.startDate, end: query.endDate }).map((date) => {
    const record = byDay.get(date);
    return { date, ...(record ? figuresOf(record) : calendarDayFigures({ totalRooms: 0, bookedRooms: 0, availableRooms: 0 })) };
  });
  return { roomType: query.roomType, startDate: query.startDate, endDate: query.endDate, days };
}

const recordSelect = {
  id: true,
  roomType: true,
  date: true,
  totalRooms: true,
  totalInventory: true,
  availableRooms: true,
  isActive: true,
  syncedAt: true,
} as const satisfies Prisma.InventoryRecordSelect;

function toView(row: Prisma.InventoryRecordGetPayload<{ select: typeof recordSelect }>): InventoryRecordView {
  return { ...row, date: fromDbDate(row.date), syncedAt: row.syncedAt?.toISOString() ?? null };
}

function auditDetails(view: InventoryRecordView): Prisma.InputJsonObject {
  return { roomType: view.roomType, date: view.date, totalInventory: view.totalInventory, isActive: view.isActive };
}

/**
 * POST /api/admin/inventory: staff's own total (and on/off) for a type and day. The sync keeps
 * staff's totalInventory and isActive (ADR 004) and replaces only Little Hotelier's figures.
 */
export async function createInventoryRecord(context: ServiceContext<StaffActor>, input: InventoryRecordCreate): Promise<InventoryRecordView> {
  const { date, totalInventory, roomType } = input;
  if (date === undefined || totalInventory === undefined) {
    const fieldErrors = { ...(date === undefined ? { date: INVENTORY_FIELDS_REQUIRED } : {}), ...(totalInventory === undefined ? { totalRooms: INVENTORY_FIELDS_REQUIRED } : {}) };
    throw new AppError("BAD_REQUEST", INVENTORY_FIELDS_REQUIRED, { fieldErrors });
  }
  if (roomType === undefined) throw new AppError("BAD_REQUEST", ROOM_TYPE_REQUIRED, { fieldErrors: { roomType: ROOM_TYPE_REQUIRED } });
  const now = new Date(context.roomRates.now());
  return context.prisma.$transaction(async (tx) => {
    const row = await tx.inventoryRecord.upsert({
      where: { roomType_date: { roomType, date: toDbDate(date) } },
      update: { totalInventory, ...(input.isActive === undefined ? {} : { isActive: input.isActive }) },
      create: { roomType, date: toDbDate(date), totalRooms: totalInventory, totalInventory, isActive: input.isActive ?? true },
      select: recordSelect,
    });
    const view = toView(row);
    await recordAudit(tx, { action: "inventory.updated", actor: context.actor, target: { type: "inventory_record", id: row.id }, ipAddress: context.ipAddress, details: auditDetails(view) }, now);
    return view;
  });
}

/** PUT /api/admin/inventory/:id: change staff's total or on/off of one record. */
export async function updateInventoryRecord(context: ServiceContext<StaffActor>, input: InventoryRecordUpdate): Promise<InventoryRecordView> {
  const now = new Date(context.roomRates.now());
  return context.prisma.$transaction(async (tx) => {
    const existing = await tx.inventoryRecord.findUnique({ where: { id: input.id }, select: recordSelect });
    if (!existing) throw new AppError("NOT_FOUND", INVENTORY_RECORD_NOT_FOUND);
    if (input.date !== undefined && input.date !== fromDbDate(existing.date)) throw new AppError("BAD_REQUEST", INVENTORY_DATE_FIXED, { fieldErrors: { date: INVENTORY_DATE_FIXED } });
    const row = await tx.inventoryRecord.update({
      where: { id: input.id },
      data: { ...(input.totalInventory === undefined ? {} : { totalInventory: input.totalInventory }), ...(input.isActive === undefined ? {} : { isActive: input.isActive }) },
      select: recordSelect,
    });
    const view = toView(row);
    await recordAudit(tx, { action: "inventory.updated", actor: context.actor, target: { type: "inventory_record", id: row.id }, ipAddress: context.ipAddress, details: auditDetails(view) }, now);
    return view;
  });
}

/** DELETE /api/admin/inventory/:id: forgets a day (and staff's figures for it); the next sync stores Little Hotelier's again. */
export async function deleteInventoryRecord(context: ServiceContext<StaffActor>, id: string): Promise<{ id: string }> {
  const now = new Date(context.roomRates.now());
  return context.prisma.$transaction(async (tx) => {
    const existing = await tx.inventoryRecord.findUnique({ where: { id }, select: recordSelect });
    if (!existing) throw new AppError("NOT_FOUND", INVENTORY_RECORD_NOT_FOUND);
    await tx.inventoryRecord.delete({ where: { id } });
    await recordAudit(tx, { action: "inventory.deleted", actor: context.actor, target: { type: "inventory_record", id }, ipAddress: context.ipAddress, details: auditDetails(toView(existing)) }, now);
    return { id };
  });
}
