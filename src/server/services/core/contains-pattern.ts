/** `%term%` for ILIKE, with the pattern's own wildcards and escape taken literally (staff searches in raw SQL). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
