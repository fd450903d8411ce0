import type { EnquiryFilter, EnquiryListKind } from "../../../../shared/enquiries/enquiry-admin.ts";
import { Prisma, type PrismaClient } from "../../../db/prisma.ts";
import { containsPattern } from "../../core/contains-pattern.ts";

// The three kinds of row of the Inquiries tab as ONE query: a UNION ALL of contact enquiries,
// event enquiries and newsletter sign-ups in the same columns, filtered in each branch, then
// sorted by received date and cut to a page in the database (ADR 026). Each table's index on
// created_at lets PostgreSQL merge the branches in order and stop at the page's last row.

/** One row of the union, before it becomes a view: kind-specific columns are null elsewhere. */
export interface EnquiryUnionRow {
  kind: EnquiryListKind;
  id: string;
  name: string | null;
  email: string;
  phone: string | null;
  subject: string | null;
  event_type: string | null;
  /** YYYY-MM-DD. */
  event_date: string | null;
  guests: number | null;
  message: string | null;
  status: string;
  source: string;
  consent: boolean | null;
  created_at: Date;
}

function includes(filter: Pick<EnquiryFilter, "kind" | "status">, kind: EnquiryListKind): boolean {
  if (filter.kind !== "all" && filter.kind !== kind) return false;
  // Enquiry statuses (new, read, …) say nothing about a sign-up: a status filter leaves sign-ups out.
  if (kind === "newsletter" && filter.status !== "all") return false;
  return true;
}

/** One SELECT per kind, with the filters in its WHERE; `columns` is what the branch returns. */
function branches(filter: Pick<EnquiryFilter, "kind" | "status" | "search">, columns: "full" | "count"): Prisma.Sql[] {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const statusIs = filter.status === "all" ? Prisma.empty : Prisma.sql`AND "status" = ${filter.status}::"inquiry_status"`;
  const enquirySearch = pattern === null ? Prisma.empty : Prisma.sql`AND ("name" ILIKE ${pattern} OR "email" ILIKE ${pattern} OR "message" ILIKE ${pattern})`;
  const signUpSearch = pattern === null ? Prisma.empty : Prisma.sql`AND "email" ILIKE ${pattern}`;
  const full = columns === "full";
  const parts: Prisma.Sql[] = [];
  if (includes(filter, "contact")) {
    parts.push(
      full
        ? Prisma.sql`SELECT 'contact'::text AS "kind", "id", "name", "email", "phone", "subject"::text AS "subject", NULL::text AS "event_type",
            NULL::text AS "event_date", NULL::int AS "guests", "message", "status"::text AS "status", "source", NULL::boolean AS "consent", "created_at"
          FROM "contact_inquiry" WHERE TRUE ${statusIs} ${enquirySearch}`
        : Prisma.sql`SELECT count(*) AS "n" FROM "contact_inquiry" WHERE TRUE ${statusIs} ${enquirySearch}`,
    );
  }
  if (includes(filter, "event")) {
    parts.push(
      full
        ? Prisma.sql`SELECT 'event'::text AS "kind", "id", "name", "email", "phone", NULL::text AS "subject", "event_type"::text AS "event_type",
            to_char("event_date", 'YYYY-MM-DD') AS "event_date", "guests", "message", "status"::text AS "status", "source", NULL::boolean AS "consent", "created_at"
          FROM "event_inquiry" WHERE TRUE ${statusIs} ${enquirySearch}`
        : Prisma.sql`SELECT count(*) AS "n" FROM "event_inquiry" WHERE TRUE ${statusIs} ${enquirySearch}`,
    );
  }
  if (includes(filter, "newsletter")) {
    parts.push(
      full
        ? Prisma.sql`SELECT 'newsletter'::text AS "kind", "id", NULL::text AS "name", "email", NULL::text AS "phone", NULL::text AS "subject",
            NULL::text AS "event_type", NULL::text AS "event_date", NULL::int AS "guests", NULL::text AS "message", "status"::text AS "status", "source", "consent", "created_at"
          FROM "newsletter_subscriber" WHERE TRUE ${signUpSearch}`
        : Prisma.sql`SELECT count(*) AS "n" FROM "newsletter_subscriber" WHERE TRUE ${signUpSearch}`,
    );
  }
  return parts;
}

function orderBy(order: EnquiryFilter["order"]): Prisma.Sql {
  // The id breaks ties so a page never repeats or skips a row received in the same millisecond.
  return order === "asc" ? Prisma.sql`ORDER BY "created_at" ASC, "id" ASC` : Prisma.sql`ORDER BY "created_at" DESC, "id" DESC`;
}

/** How many rows match the filters, over the kinds they include. */
export async function countEnquiryRows(prisma: PrismaClient, filter: Pick<EnquiryFilter, "kind" | "status" | "search">): Promise<number> {
  const parts = branches(filter, "count");
  if (parts.length === 0) return 0;
  const [row] = await prisma.$queryRaw<{ total: bigint | number }[]>`SELECT COALESCE(sum("n"), 0)::bigint AS "total" FROM (${Prisma.join(parts, " UNION ALL ")}) AS "counts"`;
  return Number(row?.total ?? 0);
}

/** The matching rows in received order; `window` cuts a page, without it every row comes (the export). */
export async function selectEnquiryRows(
  prisma: PrismaClient,
  filter: EnquiryFilter,
  window?: { skip: number; take: number },
): Promise<EnquiryUnionRow[]> {
  const parts = branches(filter, "full");
  if (parts.length === 0) return [];
  const limit = window ? Prisma.sql`LIMIT ${window.take} OFFSET ${window.skip}` : Prisma.empty;
  const rows = await prisma.$queryRaw<(Omit<EnquiryUnionRow, "guests"> & { guests: number | bigint | null })[]>`
    SELECT * FROM (${Prisma.join(parts, " UNION ALL ")}) AS "inquiries" ${orderBy(filter.order)} ${limit}`;
  return rows.map((row) => ({ ...row, guests: row.guests === null ? null : Number(row.guests), created_at: new Date(row.created_at) }));
}
