import { z } from "zod";

// Long staff lists (10,000 add-on bookings, 50,000 enquiries) are filtered, sorted and paged by
// the server; the screen shows one page and says how many matched.

export const STAFF_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_STAFF_PAGE_SIZE = 50;

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

/** One page of a list: its rows, how many matched the filters in all, and where the page is. */
export function staffPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.number().int().min(0), page: z.number().int().min(1), pageSize: z.number().int().min(1) });
}

/** Prisma's skip/take for a page. */
export function pageWindow({ page, pageSize }: Pick<StaffPageQuery, "page" | "pageSize">): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}
