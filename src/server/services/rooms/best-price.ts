import type { PriceSummary } from "../../../shared/rooms/price-admin.ts";
import type { PrismaClient } from "../../db/prisma.ts";

// "Best price": a price entry is a night with a price of ours;
// it is the best price when ours is at or below every competitor's that night (no competitor is
// cheaper; a night without competitors counts). The dashboard, the Pricing tab's summary and its
// row badges all use this one rule: the SQL below for counting, isBestPrice for one row.

/** The rule for one night; null when there is no price of ours (not an entry). */
export function isBestPrice(ourPricePence: number | null, competitorPricesPence: readonly number[]): boolean | null {
  if (ourPricePence === null) return null;
  return competitorPricesPence.every((competitor) => ourPricePence <= competitor);
}

/** The best-price count out of every price entry, counted in the database by the same rule. */
export async function bestPriceSummary(prisma: PrismaClient): Promise<PriceSummary> {
  const [row] = await prisma.$queryRaw<{ entries: bigint; best: bigint }[]>`
    SELECT count(*) AS entries,
           count(*) FILTER (WHERE NOT EXISTS (
             SELECT 1 FROM "competitor_price" AS competitor
             WHERE competitor."room_price_id" = price."id" AND competitor."price_pence" < price."our_price_pence"
           )) AS best
    FROM "room_price" AS price
    WHERE price."our_price_pence" IS NOT NULL`;
  return { best_price_count: Number(row?.best ?? 0), total_price_entries: Number(row?.entries ?? 0) };
}
