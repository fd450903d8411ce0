import { z } from "zod";
import { formatPounds } from "../money.ts";
import { ROOM_TYPE_NAMES, ROOM_TYPES, STATIC_FROM_PRICES, type RoomType } from "./room-types.ts";
import { roomTypeSchema } from "./room-type-field.ts";
import { dateRangeCheck, isoDateField } from "../validation/date-range.ts";
import { requiredMessage } from "../validation/messages.ts";
import { cleanedString } from "../validation/sanitize.ts";

// The staff Pricing tab (ADR 027): the price calls'
// inputs and answers. Amounts travel in pounds (entered by staff, shown with pence) and are kept
// in pence by the server.

export const MAX_COMPETITORS = 10;
const MAX_NIGHTLY_PRICE = 10_000;
export const PRICE_INVALID = `Please enter a price in pounds between £0.01 and £${MAX_NIGHTLY_PRICE.toLocaleString("en-GB")}, with at most 2 decimal places`;
const COMPETITOR_NAME_REQUIRED = requiredMessage("Competitor name");
const COMPETITOR_NAME_TOO_LONG = "Competitor name must be less than 60 characters";
export const COMPETITOR_DUPLICATE = "Each competitor can be listed once";
const TOO_MANY_COMPETITORS = `At most ${MAX_COMPETITORS} competitors per night`;
/** How far from a room type's usual price a night's price may be before Save asks (ADR 102). */
const UNUSUAL_PRICE_FACTOR = 2;

/**
 * The question Save asks first of a price more than twice, or less than half, the room type's
 * usual "from" price (a slipped digit: £1,200 for a double); null for a price in that range.
 */
export function unusualPriceQuestion(roomType: RoomType, pounds: number): string | null {
  const usual = STATIC_FROM_PRICES[roomType];
  if (pounds <= usual * UNUSUAL_PRICE_FACTOR && pounds >= usual / UNUSUAL_PRICE_FACTOR) return null;
  const how = pounds > usual ? "more than twice" : "less than half";
  return `${formatPounds(pounds)} a night is ${how} the ${ROOM_TYPE_NAMES[roomType]} room's usual ${formatPounds(usual)}. Check it, or press Save again to keep it.`;
}

export const PRICE_ENTRY_NOT_FOUND = "No price entry for that room type and date";
/** ADR 036: prices are public claims; reception reads them, only an owner changes them. */
export const PRICES_OWNERS_ONLY = "Only an owner can change prices.";

/** Pounds with at most two decimals, more than 0 and at most £10,000 a night. */
const poundsField = z
  .number({ error: PRICE_INVALID })
  .positive(PRICE_INVALID)
  .max(MAX_NIGHTLY_PRICE, PRICE_INVALID)
  .refine((pounds) => Math.abs(Math.round(pounds * 100) - pounds * 100) < 1e-6, PRICE_INVALID);

const competitorPriceSchema = z.object({
  competitor: cleanedString(COMPETITOR_NAME_REQUIRED, z.string().min(1, COMPETITOR_NAME_REQUIRED).max(60, COMPETITOR_NAME_TOO_LONG)),
  price: poundsField,
});

/** Competitors as rows [{competitor, price}]; a {name: price} object is read as the same rows. */
const competitorPricesField = z.preprocess(
  (value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.entries(value as Record<string, unknown>).map(([competitor, price]) => ({ competitor, price }))
      : value,
  z
    .array(competitorPriceSchema)
    .max(MAX_COMPETITORS, TOO_MANY_COMPETITORS)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = row.competitor.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", message: COMPETITOR_DUPLICATE, path: [index, "competitor"], input: row.competitor });
        seen.add(key);
      });
    }),
);

/**
 * POST /api/prices/update and PUT /api/prices/admin/edit {roomType, date, competitorPrices, ourPrice?}:
 * ourPrice absent or null means no price of ours that night (Little Hotelier's rate applies).
 */
export const priceEntryInputSchema = z.object({
  roomType: roomTypeSchema,
  date: isoDateField("Date"),
  competitorPrices: competitorPricesField.default([]),
  ourPrice: poundsField.nullable().optional(),
});
export type PriceEntryInputData = z.input<typeof priceEntryInputSchema>;
export type PriceEntryInput = z.output<typeof priceEntryInputSchema>;

/** DELETE /api/prices/admin/delete?roomType&date */
export const priceEntryKeySchema = z.object({ roomType: roomTypeSchema, date: isoDateField("Date") });
export type PriceEntryKey = z.infer<typeof priceEntryKeySchema>;

/** GET /api/prices/admin/all?roomType&startDate&endDate: each filter optional; a range is at most a year and a day. */
export const priceListQuerySchema = z
  .object({
    roomType: z.preprocess((value) => (value === "" ? undefined : value), z.optional(roomTypeSchema)),
    startDate: z.preprocess((value) => (value === "" ? undefined : value), z.optional(isoDateField("Start date"))),
    endDate: z.preprocess((value) => (value === "" ? undefined : value), z.optional(isoDateField("End date"))),
  })
  .optional()
  .transform((query) => query ?? {})
  .superRefine(...dateRangeCheck("startDate", "endDate"));
export type PriceListQuery = z.output<typeof priceListQuerySchema>;

export const priceEntrySchema = z.object({
  id: z.string(),
  roomType: z.enum(ROOM_TYPES),
  date: z.string(),
  /** Pounds; null when only competitors' prices were recorded. */
  ourPrice: z.number().nullable(),
  /** Little Hotelier's rate that night at the last inventory sync, in pounds; null when not synced. */
  littleHotelierRate: z.number().nullable(),
  competitorPrices: z.array(z.object({ competitor: z.string(), price: z.number() })),
  /** Our price at or below every competitor's that night; null without a price of ours. */
  bestPrice: z.boolean().nullable(),
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

/** At most this many entries per answer: a year of every type fits. */
export const PRICE_LIST_LIMIT = 2_000;

export const priceListSchema = z.object({ entries: z.array(priceEntrySchema), truncated: z.boolean() });
export type PriceList = z.infer<typeof priceListSchema>;

/** GET /api/prices/admin/summary: the dashboard's figures, one definition for both. */
export const priceSummarySchema = z.object({ best_price_count: z.number(), total_price_entries: z.number() });
export type PriceSummary = z.infer<typeof priceSummarySchema>;

/** DELETE /api/prices/admin/delete: the night whose prices were removed. */
export const priceEntryDeletedSchema = z.object({ roomType: z.enum(ROOM_TYPES), date: z.string() });
