import type { Prisma } from "../../db/prisma.ts";

/**
 * A staff list's query as the audit trail keeps it: every filter, page and order as sent, but of
 * the search only that one was made, never its text (often a guest's name or e-mail; the trail
 * holds no personal data beyond the record it names).
 */
export function auditedFilters(query: { search?: string | undefined } & Record<string, string | number | undefined>): Prisma.InputJsonObject {
  const { search, ...rest } = query;
  const kept = Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
  return search ? { ...kept, searched: true } : kept;
}
