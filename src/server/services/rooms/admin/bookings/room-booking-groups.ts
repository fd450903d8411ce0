import type { RoomBookingListQuery } from "../../../../../shared/rooms/room-booking-admin.ts";
import { Prisma, type PrismaClient } from "../../../../db/prisma.ts";
import { containsPattern } from "../../../core/contains-pattern.ts";

// Room bookings are groups of add-on bookings by confirmation ID, compared in upper case (a guest
// may type "lh-123" on one add-on and "LH-123" on the next). The grouping, filtering, ordering
// and paging are done in the database so a page costs the same at 10,000 add-ons as at 10.

type Filters = Pick<RoomBookingListQuery, "search" | "from" | "to">;

const GROUP_KEY = Prisma.sql`upper("booking_confirmation_id")`;

/** True for an add-on that matches every filter; a group matches when one of its add-ons does. */
function addonMatches(filters: Filters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(Prisma.sql`("booking_confirmation_id" ILIKE ${pattern} OR "guest_name" ILIKE ${pattern} OR "guest_email" ILIKE ${pattern} OR "reference" ILIKE ${pattern})`);
  }
  if (filters.from) conditions.push(Prisma.sql`"check_in_date" >= ${filters.from}::date`);
  if (filters.to) conditions.push(Prisma.sql`"check_in_date" <= ${filters.to}::date`);
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}

function groupOrder(query: Pick<RoomBookingListQuery, "sort" | "order">): Prisma.Sql {
  // The key breaks ties so a page never repeats or skips a booking.
  const direction = query.order === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const first = query.sort === "checkIn" ? Prisma.sql`min("check_in_date")` : Prisma.sql`max("created_at")`;
  return Prisma.sql`${first} ${direction}, ${GROUP_KEY} ${direction}`;
}

/** How many room bookings match the filters. */
export async function countRoomBookings(prisma: PrismaClient, filters: Filters): Promise<number> {
  const [row] = await prisma.$queryRaw<{ total: bigint | number }[]>`
    SELECT count(*)::bigint AS "total" FROM (
      SELECT 1 FROM "addon_booking" GROUP BY ${GROUP_KEY} HAVING bool_or(${addonMatches(filters)})
    ) AS "bookings"`;
  return Number(row?.total ?? 0);
}

/**
 * The add-on ids of one page of room bookings, a list per booking in the page's order (every
 * add-on of a matching booking, not only the ones that matched).
 */
export async function roomBookingPage(prisma: PrismaClient, query: RoomBookingListQuery, window: { skip: number; take: number }): Promise<string[][]> {
  const rows = await prisma.$queryRaw<{ id: string; position: bigint | number }[]>`
    WITH "page" AS (
      SELECT ${GROUP_KEY} AS "key", row_number() OVER (ORDER BY ${groupOrder(query)}) AS "position"
      FROM "addon_booking" GROUP BY ${GROUP_KEY} HAVING bool_or(${addonMatches(query)})
      ORDER BY ${groupOrder(query)} LIMIT ${window.take} OFFSET ${window.skip}
    )
    SELECT "addon_booking"."id"::text AS "id", "page"."position" FROM "addon_booking" JOIN "page" ON upper("addon_booking"."booking_confirmation_id") = "page"."key"`;
  const byPosition = new Map<number, string[]>();
  for (const row of rows) {
    const position = Number(row.position);
    byPosition.set(position, [...(byPosition.get(position) ?? []), row.id]);
  }
  return [...byPosition.entries()].sort(([a], [b]) => a - b).map(([, ids]) => ids);
}

/** The add-on ids of the room booking with this confirmation ID (any case); none when the site does not know it. */
export async function roomBookingAddonIds(prisma: PrismaClient, confirmationId: string): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id"::text AS "id" FROM "addon_booking" WHERE ${GROUP_KEY} = upper(${confirmationId})`;
  return rows.map((row) => row.id);
}
