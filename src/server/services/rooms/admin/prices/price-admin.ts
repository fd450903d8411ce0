import {
  PRICE_ENTRY_NOT_FOUND,
  PRICE_LIST_LIMIT,
  PRICES_OWNERS_ONLY,
  type PriceEntry,
  type PriceEntryInput,
  type PriceEntryKey,
  type PriceList,
  type PriceListQuery,
} from "../../../../../shared/rooms/price-admin.ts";
import type { Prisma, PrismaClient } from "../../../../db/prisma.ts";
import { AppError } from "../../../../errors.ts";
import { recordAudit } from "../../../core/audit-trail.ts";
import { requireOwner } from "../../../core/owner-only.ts";
import { isBestPrice } from "../../best-price.ts";
import { fromDbDate, toDbDate } from "../../calendar-days.ts";
import { setStaffPrice } from "../../room-prices.ts";
import type { ServiceContext, StaffActor } from "../../../core/service-context.ts";

// The staff price calls (ADR 027). Writes go through
// setStaffPrice (ADR 004), so the public price of the night follows at once; each is audited in
// the same transaction. Prices are public claims: only an owner writes them (ADR 036),
// checked here as well as by the procedures.

const pounds = (pence: number) => pence / 100;

const entrySelect = {
  id: true,
  roomType: true,
  date: true,
  ourPricePence: true,
  competitorPrices: { select: { competitor: true, pricePence: true }, orderBy: { competitor: "asc" } },
} as const satisfies Prisma.RoomPriceSelect;

type EntryRow = Prisma.RoomPriceGetPayload<{ select: typeof entrySelect }>;

function toEntry(row: EntryRow, lhRatePence: number | null): PriceEntry {
  return {
    id: row.id,
    roomType: row.roomType,
    date: fromDbDate(row.date),
    ourPrice: row.ourPricePence === null ? null : pounds(row.ourPricePence),
    littleHotelierRate: lhRatePence === null ? null : pounds(lhRatePence),
    competitorPrices: row.competitorPrices.map((entry) => ({ competitor: entry.competitor, price: pounds(entry.pricePence) })),
    bestPrice: isBestPrice(row.ourPricePence, row.competitorPrices.map((entry) => entry.pricePence)),
  };
}

/** GET /api/prices/admin/all: entries by date then room type, with Little Hotelier's synced rate of the same night. */
export async function listPriceEntries({ prisma }: ServiceContext<StaffActor>, query: PriceListQuery): Promise<PriceList> {
  const date = {
    ...(query.startDate ? { gte: toDbDate(query.startDate) } : {}),
    ...(query.endDate ? { lte: toDbDate(query.endDate) } : {}),
  };
  const where = { ...(query.roomType ? { roomType: query.roomType } : {}), ...(Object.keys(date).length ? { date } : {}) };
  const rows = await prisma.roomPrice.findMany({ where, orderBy: [{ date: "asc" }, { roomType: "asc" }], take: PRICE_LIST_LIMIT + 1, select: entrySelect });
  const shown = rows.slice(0, PRICE_LIST_LIMIT);
  const rates = shown.length
    ? await prisma.inventoryRecord.findMany({
        where: { OR: shown.map((row) => ({ roomType: row.roomType, date: row.date })) },
        select: { roomType: true, date: true, lhRatePence: true },
      })
    : [];
  const rateOf = new Map(rates.map((rate) => [`${rate.roomType}:${fromDbDate(rate.date)}`, rate.lhRatePence]));
  return { entries: shown.map((row) => toEntry(row, rateOf.get(`${row.roomType}:${fromDbDate(row.date)}`) ?? null)), truncated: rows.length > PRICE_LIST_LIMIT };
}

async function entryOf(prisma: PrismaClient, key: PriceEntryKey): Promise<PriceEntry> {
  const row = await prisma.roomPrice.findUnique({ where: { roomType_date: { roomType: key.roomType, date: toDbDate(key.date) } }, select: entrySelect });
  if (!row) throw new AppError("NOT_FOUND", PRICE_ENTRY_NOT_FOUND);
  const rate = await prisma.inventoryRecord.findUnique({ where: { roomType_date: { roomType: key.roomType, date: toDbDate(key.date) } }, select: { lhRatePence: true } });
  return toEntry(row, rate?.lhRatePence ?? null);
}

function auditDetails(input: PriceEntryInput): Prisma.InputJsonObject {
  return { roomType: input.roomType, date: input.date, ourPrice: input.ourPrice ?? null, competitors: input.competitorPrices.length };
}

async function writeEntry(context: ServiceContext<StaffActor>, input: PriceEntryInput): Promise<PriceEntry> {
  requireOwner(context.actor, PRICES_OWNERS_ONLY);
  const competitorPrices = Object.fromEntries(input.competitorPrices.map((row) => [row.competitor, row.price]));
  await setStaffPrice(context, { roomType: input.roomType, date: input.date, ourPrice: input.ourPrice ?? null, competitorPrices }, (tx, roomPriceId) =>
    recordAudit(tx, { action: "prices.updated", actor: context.actor, target: { type: "room_price", id: roomPriceId }, ipAddress: context.ipAddress, details: auditDetails(input) }, new Date(context.roomRates.now())),
  );
  return entryOf(context.prisma, input);
}

/** POST /api/prices/update: sets (or replaces) the night's price of ours and its competitors' prices. */
export function updatePriceEntry(context: ServiceContext<StaffActor>, input: PriceEntryInput): Promise<PriceEntry> {
  return writeEntry(context, input);
}

/** PUT /api/prices/admin/edit: the same for an entry that exists (404 otherwise), so an edit never creates one by mistake. */
export async function editPriceEntry(context: ServiceContext<StaffActor>, input: PriceEntryInput): Promise<PriceEntry> {
  requireOwner(context.actor, PRICES_OWNERS_ONLY);
  const existing = await context.prisma.roomPrice.findUnique({ where: { roomType_date: { roomType: input.roomType, date: toDbDate(input.date) } }, select: { id: true } });
  if (!existing) throw new AppError("NOT_FOUND", PRICE_ENTRY_NOT_FOUND);
  return writeEntry(context, input);
}

/** DELETE /api/prices/admin/delete: forgets the night's prices; the public price falls back to Little Hotelier's. */
export async function deletePriceEntry(context: ServiceContext<StaffActor>, key: PriceEntryKey): Promise<{ roomType: PriceEntryKey["roomType"]; date: string }> {
  requireOwner(context.actor, PRICES_OWNERS_ONLY);
  await context.prisma.$transaction(async (tx) => {
    const existing = await tx.roomPrice.findUnique({ where: { roomType_date: { roomType: key.roomType, date: toDbDate(key.date) } }, select: { id: true, ourPricePence: true } });
    if (!existing) throw new AppError("NOT_FOUND", PRICE_ENTRY_NOT_FOUND);
    await tx.roomPrice.delete({ where: { id: existing.id } });
    await recordAudit(
      tx,
      { action: "prices.deleted", actor: context.actor, target: { type: "room_price", id: existing.id }, ipAddress: context.ipAddress, details: { roomType: key.roomType, date: key.date } },
      new Date(context.roomRates.now()),
    );
  });
  context.roomRates.prices.invalidate(key.roomType, key.date);
  return { roomType: key.roomType, date: key.date };
}
