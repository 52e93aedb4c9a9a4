import { describe, expect, test } from "vitest";
import { csvCell, toCsv } from "#app/staff/csv.ts";
import { parseCsv } from "../support/csv.ts";

describe("CSV export", () => {
  test("RFC 4180 quoting, CRLF records and a UTF-8 byte-order mark", () => {
    const csv = toCsv(
      ["name", "note"],
      [
        ["ዳዊት በቀለ", 'said "hello", then left\nearly'],
        ["Almaz", null],
      ],
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe('\uFEFFname,note\r\nዳዊት በቀለ,"said ""hello"", then left\nearly"\r\nAlmaz,\r\n');
    expect(parseCsv(csv.slice(1))).toEqual([
      ["name", "note"],
      ["ዳዊት በቀለ", 'said "hello", then left\nearly'],
      ["Almaz", ""],
    ]);
  });

  test("cells a spreadsheet would run as formulas are neutralised", () => {
    for (const dangerous of ["=1+1", "+1", "-2", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x")']) {
      expect(csvCell(dangerous).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("(503) 555-0142")).toBe("(503) 555-0142");
    expect(csvCell("a-b")).toBe("a-b");
    expect(csvCell(9)).toBe("9");
  });
});
