/**
 * A reader's Prisma `select`: the record's one base select narrowed to the columns the reader
 * names, in its order (never a whole row). A reader can only name columns of the base, so no
 * reader sees more than the base allows, and the base shows in one place what is ever read.
 */
export function narrowedSelect<S extends Record<string, true>, K extends keyof S & string>(base: S, columns: readonly K[]): Pick<S, K> {
  return Object.fromEntries(columns.map((column) => [column, base[column]])) as Pick<S, K>;
}
