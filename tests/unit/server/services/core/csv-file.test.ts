import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvFile, datedCsvName, spreadsheetSafe } from "../../../../../src/server/services/core/csv-file.ts";

describe("staff CSV files", () => {
  it("quotes commas, quotes and line breaks so a parser reads the cells back unchanged", () => {
    const file = csvFile("x.csv", ["Name", "Message"], [["O'Neill, Ann", 'She said "hello"\nthen left']]);
    const rows: string[][] = parse(file.content, { bom: true });
    expect(rows).toEqual([
      ["Name", "Message"],
      ["O'Neill, Ann", 'She said "hello"\nthen left'],
    ]);
    expect(file.content.startsWith("\uFEFF")).toBe(true);
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(spreadsheetSafe("=HYPERLINK(\"http://x\")")).toBe("'=HYPERLINK(\"http://x\")");
    expect(spreadsheetSafe("+447700900123")).toBe("'+447700900123");
    expect(spreadsheetSafe("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(spreadsheetSafe("Ann")).toBe("Ann");
    expect(spreadsheetSafe(null)).toBe("");
    expect(spreadsheetSafe(60)).toBe("60");
  });

  it("names the file with the London date of the export", () => {
    expect(datedCsvName("inquiries", new Date("2026-07-01T23:30:00Z"))).toBe("inquiries-2026-07-02.csv");
    expect(datedCsvName("inquiries", new Date("2026-12-01T23:30:00Z"))).toBe("inquiries-2026-12-01.csv");
  });
});
