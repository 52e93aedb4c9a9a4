import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { type DocumentFields, fileTypeAndSize, maxDocumentBytes } from "#app/media/documents.ts";
import { checkPdf } from "#app/media/documents-pdf.ts";
import {
  type DocumentUpload,
  documentFile,
  documentsStamp,
  listDocuments,
  loadDocument,
  publishedDocuments,
  saveDocument,
} from "#app/media/documents-store.server.ts";
import { documentDisposition } from "#app/media/file-response.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { samplePdf } from "../support/pdfs.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/** Documents (decision 34): a PDF is told by its bytes; records and files on both databases, drafts private. */
describe("a PDF is told by its bytes", () => {
  test("a real PDF is accepted and named by its content", () => {
    const pdf = samplePdf("Registration form");
    const checked = checkPdf(pdf);
    expect(checked).toMatchObject({ ok: true, fileName: expect.stringMatching(/^[0-9a-f]{20}\.pdf$/) });
    expect(checkPdf(Buffer.from(pdf))).toEqual(checked);
    expect(checkPdf(samplePdf("Another form"))).not.toEqual(checked);
  });

  test("a renamed photo, a text file, a truncated PDF and an empty file are refused", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#006633" } })
      .png()
      .toBuffer();
    expect(checkPdf(png)).toEqual({ ok: false, refused: "notPdf" });
    expect(checkPdf(Buffer.from("Registration form\n%%EOF"))).toEqual({ ok: false, refused: "notPdf" });
    const pdf = samplePdf("Cut short", 5_000);
    expect(checkPdf(pdf.subarray(0, pdf.length - 2_000))).toEqual({ ok: false, refused: "notPdf" });
    expect(checkPdf(new Uint8Array())).toEqual({ ok: false, refused: "empty" });
  });

  test("a PDF over the limit is refused; one with a scanner's bytes before its header is not", () => {
    expect(checkPdf(samplePdf("Big scan", maxDocumentBytes + 1_000))).toEqual({ ok: false, refused: "tooLarge" });
    expect(checkPdf(Buffer.concat([Buffer.from("\r\n\r\n"), samplePdf("Scanned")])).ok).toBe(true);
  });

  test("sizes read in the page's language; the filename comes from the title", () => {
    expect(fileTypeAndSize(240 * 1024, "en")).toBe("PDF, 240 KB");
    expect(fileTypeAndSize(240 * 1024, "am")).toBe("PDF፣ 240 ኪሎባይት");
    expect(fileTypeAndSize(2.4 * 1024 * 1024, "en")).toBe("PDF, 2.4 MB");
    expect(fileTypeAndSize(300, "en")).toBe("PDF, 1 KB");
    const disposition = documentDisposition({ en: "Family Handbook (2027)", am: "የቤተሰብ መመሪያ መጽሐፍ" }, "am");
    expect(disposition).toMatch(/^inline; filename="family-handbook-2027-am\.pdf"; filename\*=UTF-8''%E1%8B%A8/);
    expect(disposition).not.toMatch(/[()]/);
  });
});

const databases = useTestDatabases();
const editor: ContentWriter = { actor: "selam@example.org", audit: (q, entry) => recordAudit(q, { actor: "selam@example.org", ...entry }) };

const fields = (overrides: Partial<DocumentFields> = {}): DocumentFields => ({
  kind: "download",
  group: "families",
  issueDate: null,
  texts: { en: { title: "Family handbook", description: "Everything about the school day" }, am: { title: "የቤተሰብ መመሪያ መጽሐፍ", description: "" } },
  coverKey: null,
  ...overrides,
});

function upload(text: string): DocumentUpload {
  const bytes = samplePdf(text);
  const checked = checkPdf(bytes);
  if (!checked.ok) throw new Error(checked.refused);
  return { fileName: checked.fileName, originalName: `${text}.pdf`, bytes };
}

for (const backend of testBackends) {
  describe(`documents on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("a document with a PDF per language is kept whole, private as a draft, public once published", async () => {
      const en = upload("Handbook in English");
      const am = upload("Handbook in Amharic");
      const stampBefore = await documentsStamp(db);
      const created = await saveDocument(db, undefined, fields(), { en, am }, "keep", editor);
      if (!created || !("saved" in created)) throw new Error("not saved");
      const { id } = created.saved;
      expect(created.saved).toMatchObject({ status: "draft", createdBy: editor.actor, files: { en: { fileName: en.fileName, byteSize: en.bytes.length } } });
      expect(await documentsStamp(db)).not.toBe(stampBefore);
      expect(await documentFile(db, en.fileName)).toBeUndefined();
      const draft = await documentFile(db, am.fileName, { drafts: true });
      expect(Buffer.from(draft?.bytes ?? []).equals(am.bytes)).toBe(true);
      expect(draft).toMatchObject({ lang: "am", titles: { en: "Family handbook" } });

      const published = await saveDocument(db, id, fields(), {}, "publish", editor);
      expect(published).toMatchObject({ saved: { status: "published", files: { en: { fileName: en.fileName }, am: { fileName: am.fileName } } } });
      expect(Buffer.from((await documentFile(db, en.fileName))?.bytes ?? []).equals(en.bytes)).toBe(true);
      expect((await publishedDocuments(db, "download")).map((each) => each.id)).toContain(id);
      expect((await listDocuments(db)).map((each) => each.id)).toContain(id);

      // Replacing one language's file keeps the other; the old file is gone from the public.
      const newer = upload("Handbook in English, second edition");
      await saveDocument(db, id, fields(), { en: newer }, "keep", editor);
      expect(await documentFile(db, en.fileName)).toBeUndefined();
      expect((await loadDocument(db, id))?.files).toMatchObject({ en: { fileName: newer.fileName }, am: { fileName: am.fileName } });

      // Taking one language's file away leaves the document in the other.
      await saveDocument(db, id, fields(), { am: "remove" }, "keep", editor);
      expect(Object.keys((await loadDocument(db, id))?.files ?? {})).toEqual(["en"]);
      expect(await documentFile(db, am.fileName)).toBeUndefined();

      await saveDocument(db, id, fields(), {}, "unpublish", editor);
      expect(await documentFile(db, newer.fileName)).toBeUndefined();
      const audit = await db.all<{ action: string; detail: string }>("SELECT action, detail FROM audit_log WHERE subject = ? ORDER BY id", [`document:${id}`]);
      expect(audit.map((entry) => entry.action)).toEqual(["document.upload", "document.publish", "document.save", "document.save", "document.unpublish"]);
      expect(audit.map((entry) => entry.detail).join()).not.toContain("handbook");
    });

    test("publishing needs both titles, a file, and an issue's date or a download's group; a refusal saves nothing", async () => {
      const noAmharic = fields({ texts: { en: { title: "Volunteer application", description: "" }, am: { title: " ", description: "" } }, group: null });
      expect(await saveDocument(db, undefined, noAmharic, {}, "publish", editor)).toEqual({ refused: ["titleAm", "file", "group"] });
      const magazine = fields({ kind: "magazine", group: null, issueDate: null });
      expect(await saveDocument(db, undefined, magazine, { am: upload("Issue 1") }, "publish", editor)).toEqual({ refused: ["issueDate"] });
      expect((await listDocuments(db)).filter((each) => each.kind === "magazine")).toHaveLength(0);

      const issues = [
        { date: "2026-09-11", text: "Meskerem issue" },
        { date: "2027-01-07", text: "Genna issue" },
      ];
      for (const issue of issues)
        await saveDocument(db, undefined, fields({ kind: "magazine", issueDate: issue.date }), { am: upload(issue.text) }, "publish", editor);
      const listed = await publishedDocuments(db, "magazine");
      expect(listed.map((each) => each.issueDate)).toEqual(["2027-01-07", "2026-09-11"]);
      expect(listed[0]).toMatchObject({ group: null, files: { am: { originalName: "Genna issue.pdf" } } });
      expect(listed[0]?.files.en).toBeUndefined();
    });
  });
}
