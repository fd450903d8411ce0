/**
 * "Showing 50 of 1,204 bookings": a polite status line, so a screen reader hears what a filter
 * or a page change did (tables announce filtering).
 */
export function ResultsStatus({ shown, total, noun }: { shown: number; total: number; noun: { one: string; other: string } }) {
  const word = total === 1 ? noun.one : noun.other;
  const count = new Intl.NumberFormat("en-GB");
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {shown === total ? `${count.format(total)} ${word}` : `Showing ${count.format(shown)} of ${count.format(total)} ${word}`}
    </p>
  );
}
