import { data } from "react-router";
import { z } from "zod/mini";
import { organisation } from "#app/config/organisation.ts";
import { checkbox, optionalText, parseForm } from "#app/fields/validation.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import type { AppServices } from "#app/http/services.server.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { type Lang, languages } from "#app/i18n/language.ts";
import { type DocumentFields, type DocumentUnpublishable, documentKinds, downloadGroups, fileTypeAndSize } from "#app/media/documents.ts";
import { checkPdf, type PdfRefusal } from "#app/media/documents-pdf.ts";
import { type DocumentRecord, type DocumentUpload, saveDocument } from "#app/media/documents-store.server.ts";
import { listMedia } from "#app/media/store.server.ts";
import { contentWriter } from "#app/staff/content/content.server.ts";
import { chosenFiles } from "#app/staff/media/media-uploads.server.ts";
import type { StaffAccount } from "#app/staff/shared/accounts.server.ts";
import { type PublicationOutcome, publicationOutcome, storeIntent } from "#app/staff/shared/publication.ts";
import type { Database } from "#app/storage/database.server.ts";

/** The file input of each language's PDF. */
export const fileField: Record<Lang, string> = { en: "fileEn", am: "fileAm" };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const documentSchema = z.object({
  intent: z.enum(["save", "publish", "unpublish"]),
  kind: z.enum(documentKinds),
  group: optionalText(20),
  issueDate: optionalText(10),
  titleEn: optionalText(200),
  titleAm: optionalText(200),
  descriptionEn: optionalText(600),
  descriptionAm: optionalText(600),
  cover: optionalText(40),
  removeEn: checkbox,
  removeAm: checkbox,
});

/** What became of a posted document form, for the page to say. */
export type DocumentActionData =
  | { outcome: PublicationOutcome }
  | { values: DocumentFields; refusedFiles: { name: string; refused: PdfRefusal }[]; refused: DocumentUnpublishable[] }
  | { badRequest: true };

/**
 * The documents pages' action: a new document (`before` undefined) or a saved one, from the form of
 * `DocumentForm`. Every chosen PDF is checked before anything is written, so a refused file leaves nothing behind
 * (not even the other language's file or the words); the words come back with the refusal. Returns the saved
 * record, or the answer to send.
 */
export async function receiveDocumentForm(
  request: Request,
  { db, publicSiteChanged }: Pick<AppServices, "db" | "publicSiteChanged">,
  staff: StaffAccount,
  before: DocumentRecord | undefined,
): Promise<{ saved: DocumentRecord; outcome: PublicationOutcome } | ReturnType<typeof data<DocumentActionData>>> {
  const form = await readFormBody(request);
  const parsed = form && parseForm(documentSchema, form);
  if (!form || !parsed?.ok) return data<DocumentActionData>({ badRequest: true }, { status: 400 });
  const { intent, kind, group, issueDate, titleEn, titleAm, descriptionEn, descriptionAm, cover, removeEn, removeAm } = parsed.data;
  const fields: DocumentFields = {
    kind,
    group: downloadGroups.find((each) => each === group) ?? null,
    issueDate: isoDate.test(issueDate) && !Number.isNaN(Date.parse(issueDate)) ? issueDate : null,
    texts: { en: { title: titleEn, description: descriptionEn }, am: { title: titleAm, description: descriptionAm } },
    coverKey: /^[0-9a-f]{20}$/.test(cover) ? cover : null,
  };
  const uploads: Partial<Record<Lang, DocumentUpload | "remove">> = {};
  const refusedFiles: { name: string; refused: PdfRefusal }[] = [];
  const removals: Record<Lang, boolean> = { en: removeEn, am: removeAm };
  for (const lang of languages) {
    const file = chosenFiles(form, fileField[lang])[0];
    if (!file) {
      if (removals[lang] && before?.files[lang]) uploads[lang] = "remove";
      continue;
    }
    const name = file.name.slice(0, 200) || "document.pdf";
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkPdf(bytes);
    if (checked.ok) uploads[lang] = { fileName: checked.fileName, originalName: name, bytes };
    else refusedFiles.push({ name, refused: checked.refused });
  }
  if (refusedFiles.length > 0) return data<DocumentActionData>({ values: fields, refusedFiles, refused: [] }, { status: 400 });
  const result = await saveDocument(db, before?.id, fields, uploads, storeIntent(intent), contentWriter(staff));
  if (!result) throw data(null, { status: 404 });
  if ("refused" in result) return data<DocumentActionData>({ values: fields, refusedFiles: [], refused: result.refused }, { status: 400 });
  // The magazine and downloads pages show at once on this server; others see the stamp change at their next poll.
  await publicSiteChanged();
  return { saved: result.saved, outcome: publicationOutcome(intent, before?.status, result.saved.status) };
}

/** The published photos a magazine issue may take as its cover, described in the staff member's language. */
export async function coverChoices(db: Database, lang: Lang): Promise<{ value: string; label: string }[]> {
  return (await listMedia(db))
    .filter((item) => item.status === "published")
    .map((item) => ({ value: item.key, label: item.texts[lang].alt || item.originalName }));
}

/** A document as the staff pages show it, sizes and dates in the staff member's language. */
export function documentSummary(record: DocumentRecord, lang: Lang) {
  return {
    id: record.id,
    fields: { kind: record.kind, group: record.group, issueDate: record.issueDate, texts: record.texts, coverKey: record.coverKey } satisfies DocumentFields,
    status: record.status,
    added: { email: record.createdBy, date: formatMoment(record.createdAt, lang, organisation.timeZone) },
    files: languages.map((fileLang) => {
      const file = record.files[fileLang];
      return { lang: fileLang, file: file && { fileName: file.fileName, name: file.originalName, size: fileTypeAndSize(file.byteSize, lang) } };
    }),
  };
}
export type DocumentSummary = ReturnType<typeof documentSummary>;
