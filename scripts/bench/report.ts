export interface BenchRow {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

/** The results as a plain-text table; the ratio compares each target's requests/s with the hello-world's. */
export function formatTable(rows: readonly BenchRow[], baseline: BenchRow): string {
  const header = ["target", "requests/s", "p50 ms", "p99 ms", "errors / non-2xx", "ratio to hello-world"];
  const body = rows.map((row) => [
    row.target,
    row.requestsPerSecond.toFixed(0),
    row.p50Ms.toFixed(1),
    row.p99Ms.toFixed(1),
    `${row.errors} / ${row.non2xx}`,
    row === baseline ? "1.00" : (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
  ]);
  return formatColumns(header, body, (column) => column > 0);
}

/** Plain-text columns under a header and a rule; `rightAligned` picks the columns of figures. */
export function formatColumns(header: readonly string[], body: readonly (readonly string[])[], rightAligned: (column: number) => boolean): string {
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => (cells[column] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column] ?? 0, rightAligned(column)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...body.map(line)].join("\n");
}
