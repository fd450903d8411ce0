/** `term` with LIKE's wildcards (`%`, `_`) and its escape (`\`) taken literally. */
function literalForLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%term%` for ILIKE, with the pattern's own wildcards and escape taken literally (staff searches in raw SQL). */
export function containsPattern(search: string): string {
  return `%${literalForLike(search)}%`;
}

/**
 * Prisma's `contains` as a literal, any-case match: Prisma wraps the value in `%…%` for ILIKE but
 * leaves the wildcards inside it live, so `ada_byron` would match `ada.byron`.
 */
export function containsLiterally(term: string) {
  return { contains: literalForLike(term), mode: "insensitive" as const };
}
