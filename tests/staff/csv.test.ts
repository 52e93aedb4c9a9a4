import { beforeAll, describe, expect, test } from "vitest";
import type { Registration } from "#app/forms/registration/fields.ts";
import { storeSubmission } from "#app/forms/shared/submissions.server.ts";
import { confirmSubscription, unsubscribe } from "#app/forms/subscription/subscribers.server.ts";
import { formatSpreadsheetMoment } from "#app/i18n/format.ts";
import { csvCell, toCsv } from "#app/staff/shared/csv.ts";
import { submissionsCsv, subscribersCsv } from "#app/staff/submissions/exports.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { parseCsv } from "../support/csv.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

const databases = useTestDatabases();

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

describe("times in a spreadsheet's form, in Portland", () => {
  test("24-hour, local date and time, either side of the clock change", () => {
    expect(formatSpreadsheetMoment("2026-11-25T22:05:00.000Z", "America/Los_Angeles")).toBe("2026-11-25 14:05");
    expect(formatSpreadsheetMoment("2026-07-01T06:30:00.000Z", "America/Los_Angeles")).toBe("2026-06-30 23:30");
    expect(formatSpreadsheetMoment("2026-11-26T08:00:00.000Z", "America/Los_Angeles")).toBe("2026-11-26 00:00");
  });
});

const registration: Registration = {
  parentName: "Almaz Bekele",
  parentEmail: "almaz@example.org",
  parentPhone: "+251 91 234 5678",
  childName: "ዳዊት",
  childAge: 9,
  childGrade: "k",
  amharicLevel: "beginner",
  medicalInfo: "",
  emergencyContact: "Hana Tesfaye",
  emergencyPhone: "(503) 555-0100",
  scholarshipNeeded: true,
  agreement: true,
};

/** The exported table: the header, then the rows. */
const table = async (csv: Promise<{ csv: string }>) => parseCsv((await csv).csv.slice(1));

for (const backend of testBackends) {
  describe(`the CSV exports on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
      await storeSubmission(db, {
        kind: "registration",
        lang: "am",
        name: registration.parentName,
        email: registration.parentEmail,
        fields: registration,
        idempotencyKey: "export",
        emails: () => [],
      });
      await db.run("UPDATE submissions SET created_at = ?", ["2026-11-25T22:05:00.000Z"]);
      const welcome = () => ({ to: "x@example.org", subject: "Welcome", text: "t", html: "<p>t</p>" });
      await confirmSubscription(db, { email: "meron@example.org", lang: "am", interests: ["news", "events"] }, welcome);
      await confirmSubscription(db, { email: "left@example.org", lang: "en", interests: ["school"] }, welcome);
      await unsubscribe(db, "left@example.org");
      await db.run("UPDATE subscribers SET created_at = ?", ["2026-07-01T06:30:00.000Z"]);
    });

    test("a registration reads as on the staff pages: labels for every code, Portland time, the phone number as written", async () => {
      const url = new URL("http://x/admin/export/registrations");
      const [header, row] = await table(submissionsCsv(db, "registration", url, "en"));
      expect(header?.slice(0, 4)).toEqual(["Reference", "Received (Portland time)", "Status", "Language"]);
      expect(row?.slice(1)).toEqual([
        "2026-11-25 14:05",
        "New",
        "Amharic",
        "Almaz Bekele",
        "almaz@example.org",
        "+251 91 234 5678",
        "ዳዊት",
        "9",
        "Kindergarten",
        "Beginner: knows some words",
        "",
        "Hana Tesfaye",
        "(503) 555-0100",
        "Yes",
        "Yes",
      ]);
      const [amHeader, amRow] = await table(submissionsCsv(db, "registration", new URL("http://x/am/admin/export/registrations"), "am"));
      expect(amHeader?.slice(1, 4)).toEqual(["የደረሰበት ቀን (የፖርትላንድ ሰዓት)", "ሁኔታ", "ቋንቋ"]);
      expect(amRow?.slice(1, 4)).toEqual(["2026-11-25 14:05", "አዲስ", "አማርኛ"]);
      expect(amRow).toContain("መዋዕለ ሕፃናት");
      expect(amRow?.slice(-2)).toEqual(["አዎ", "አዎ"]);
      for (const code of ["k", "beginner", "true", "am", "new"]) expect([...(row ?? []), ...(amRow ?? [])]).not.toContain(code);
    });

    test("subscribers: those who unsubscribed only when that status is asked for, in labels and Portland time", async () => {
      const rows = async (query: string, lang: "en" | "am" = "en") =>
        table(subscribersCsv(db, new URL(`http://x${lang === "am" ? "/am" : ""}/admin/export/subscribers${query}`), lang));
      const [header, ...subscribed] = await rows("");
      expect(header).toEqual(["E-mail", "Language", "Interests", "Since (Portland time)", "Status"]);
      expect(subscribed).toEqual([
        ["meron@example.org", "Amharic", "Community news and the newsletter, Event dates and reminders", "2026-06-30 23:30", "Subscribed"],
      ]);
      expect((await rows("?status=unsubscribed")).slice(1)).toEqual([["left@example.org", "English", "The summer school", "2026-06-30 23:30", "Unsubscribed"]]);
      expect((await rows("?q=left")).slice(1)).toEqual([]);
      expect((await rows("", "am")).slice(1)).toEqual([["meron@example.org", "አማርኛ", "የማኅበረሰብ ዜናና ጋዜጣ፣ የዝግጅቶች ቀናትና ማስታወሻዎች", "2026-06-30 23:30", "ተመዝግቧል"]]);
    });
  });
}
