import { formatNumber } from "#app/i18n/format.ts";
import { type Lang, listSeparator } from "#app/i18n/language.ts";

/**
 * Documents (decision 34): a magazine issue, or a download in one of the downloads page's groups, with a PDF per
 * language. What the staff pages and the public pages both need to know, without the database.
 */
export const documentKinds = ["magazine", "download"] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The groups of /resources/downloads, in the page's order (the page's words for them are in app/site/content/resources.ts). */
export const downloadGroups = ["registration", "families", "volunteers", "sponsors"] as const;
export type DownloadGroup = (typeof downloadGroups)[number];

/** The largest PDF accepted, said on the form before anyone chooses a file. */
export const maxDocumentBytes = 20 * 1024 * 1024;

/** A file's name from the first 20 hex digits of its SHA-256: its bytes never change under it (immutable caching). */
const fileNamePattern = /^[0-9a-f]{20}\.pdf$/;
export const isDocumentFileName = (fileName: string) => fileNamePattern.test(fileName);

/** Where the public reads a published document's file. */
export const documentPath = (fileName: string) => `/documents/${fileName}`;

export interface DocumentTexts {
  title: string;
  description: string;
}

/** Why a document cannot be published: each is a staff text `documents.unpublishable.*`. */
export type DocumentUnpublishable = "titleEn" | "titleAm" | "file" | "issueDate" | "group";

export interface DocumentFields {
  kind: DocumentKind;
  group: DownloadGroup | null;
  /** YYYY-MM-DD: a magazine issue's date. */
  issueDate: string | null;
  texts: Record<Lang, DocumentTexts>;
  /** A media library image's key, for a magazine issue's cover. */
  coverKey: string | null;
}

/** A title in both languages, at least one file, and an issue's date or a download's group. */
export function whyDocumentUnpublishable(fields: DocumentFields, languagesWithFiles: readonly Lang[]): DocumentUnpublishable[] {
  const reasons: DocumentUnpublishable[] = [];
  if (!fields.texts.en.title.trim()) reasons.push("titleEn");
  if (!fields.texts.am.title.trim()) reasons.push("titleAm");
  if (languagesWithFiles.length === 0) reasons.push("file");
  if (fields.kind === "magazine" && !fields.issueDate) reasons.push("issueDate");
  if (fields.kind === "download" && !fields.group) reasons.push("group");
  return reasons;
}

const sizeUnits: Record<Lang, { kilobytes: string; megabytes: string }> = {
  en: { kilobytes: "KB", megabytes: "MB" },
  am: { kilobytes: "ኪሎባይት", megabytes: "ሜጋባይት" },
};

/** A file's type and size as a visitor reads it, in their language: "PDF, 240 KB", "PDF፣ 1.2 ሜጋባይት". */
export function fileTypeAndSize(byteSize: number, lang: Lang): string {
  const megabytes = byteSize >= 1024 * 1024;
  const amount = megabytes ? byteSize / 1024 / 1024 : Math.max(1, Math.round(byteSize / 1024));
  const number = formatNumber(megabytes ? Math.round(amount * 10) / 10 : amount, lang);
  return `PDF${listSeparator[lang]}${number} ${megabytes ? sizeUnits[lang].megabytes : sizeUnits[lang].kilobytes}`;
}
