import { z } from "zod";
import { isIsoDate } from "../dates.ts";
import { withoutControlCharacters } from "../validation/sanitize.ts";

// Long staff lists (10,000 add-on bookings, 50,000 enquiries) are filtered, sorted and paged by
// the server; the screen shows one page and says how many matched.

export const STAFF_PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_STAFF_PAGE_SIZE = 50;

/** ?page=2&pageSize=50&sort=createdAt&order=desc: query-string numbers arrive as text. */
export const staffPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (STAFF_PAGE_SIZES as readonly number[]).includes(size), "Page size must be 25, 50 or 100")
    .default(DEFAULT_STAFF_PAGE_SIZE),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type StaffPageQuery = z.infer<typeof staffPageQuerySchema>;

/** The longest search a staff list takes. */
export const STAFF_LIST_SEARCH_MAX_LENGTH = 100;

/** A list's search box from a query string; empty means no search. */
export const staffListSearchField = z
  .string()
  .overwrite(withoutControlCharacters)
  .trim()
  .max(STAFF_LIST_SEARCH_MAX_LENGTH, `Search must be ${STAFF_LIST_SEARCH_MAX_LENGTH} characters or less`)
  .optional()
  .transform((value) => (value ? value : undefined));

/** An optional YYYY-MM-DD from a query string: empty means no bound. */
export const staffListDateField = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isIsoDate(value), "Please enter a valid date (YYYY-MM-DD)");

export const STAFF_LIST_DATE_RANGE_INVALID = "The 'from' date must be on or before the 'to' date";

/** A list's from and to dates in order, or either left out (STAFF_LIST_DATE_RANGE_INVALID, under `to`). */
export function datesInOrder(filters: { from?: string | undefined; to?: string | undefined }): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}

/** One page of a list: its rows, how many matched the filters in all, and where the page is. */
export function staffPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.number().int().min(0), page: z.number().int().min(1), pageSize: z.number().int().min(1) });
}

/** Prisma's skip/take for a page. */
export function pageWindow({ page, pageSize }: Pick<StaffPageQuery, "page" | "pageSize">): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}
