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

  test("an international phone number with spaces reads as written; anything else starting with + is still guarded", () => {
    for (const phone of ["+251 91 234 5678", "+1 503 555 0142", "+251 (0)91 234-5678", "+44 20.7946.0018"]) expect(csvCell(phone)).toBe(phone);
    // A formula with a phone number's look, a sum Excel would compute, and numbers it would read as numbers.
    for (const dangerous of ["+1+cmd|' /C calc'!A0", "+251 91 234 5678+HYPERLINK(1)", "+1-503-555-0142", "+15035550142", "+1 ", "+ 1 2", "-1 2", "=1 2"])
      expect(csvCell(dangerous).replace(/^"/, "")).toMatch(/^'/);
  });
});
