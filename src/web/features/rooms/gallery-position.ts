/** The index `step` places from `index` in a gallery of `total`, wrapping round at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
