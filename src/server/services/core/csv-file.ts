import { stringify } from "csv-stringify/sync";
import type { CsvFile } from "../../../shared/api/csv-file.ts";
import { londonToday } from "../../../shared/dates.ts";

/** A staff export: the file's name and its text. */
export type { CsvFile };

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A cell a spreadsheet would run as a formula ("=HYPERLINK(…)", "+44…", "@SUM") gets a leading
 * apostrophe (OWASP's advice against CSV injection): guests write some of these cells.
 */
export function spreadsheetSafe(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A CSV file with a header row, written by csv-stringify (RFC 4180 quoting, CRLF line ends) and
 * a byte-order mark so Excel reads pounds and accents as UTF-8.
 */
export function csvFile(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): CsvFile {
  const content = stringify([header.map(spreadsheetSafe), ...rows.map((row) => row.map(spreadsheetSafe))], { record_delimiter: "windows" });
  return { filename, content: `\uFEFF${content}` };
}

/** "addon-bookings-2026-11-24.csv": the London date of the export (names carry a date). */
export function datedCsvName(prefix: string, now: Date): string {
  return `${prefix}-${londonToday(now)}.csv`;
}
