import { formatDate } from "#app/i18n/format.ts";
import { type Lang, languages } from "#app/i18n/language.ts";
import { type DocumentKind, type DownloadGroup, documentPath, downloadGroups, fileTypeAndSize } from "#app/media/documents.ts";
import { coverImage, type DocumentRecord, publishedDocuments } from "#app/media/documents-store.server.ts";
import { pageImage } from "#app/media/page-images.server.ts";
import { documentLinkTexts } from "#app/site/content/resources.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import type { PageImage } from "#app/ui/page-image.ts";

/** One file of a document as a link: in the page's words, marked with the file's language. */
export interface DocumentLinkView {
  href: string;
  fileLang: Lang;
  label: string;
  /** "PDF, 240 KB", in the page's language. */
  typeAndSize: string;
}

/** A published document as the magazine and downloads pages show it, everything already in the page's language. */
export interface DocumentView {
  id: number;
  title: string;
  description: string;
  /** Set when the description is the other language's (this one has none). */
  descriptionLang?: Lang;
  /** A magazine issue's date. */
  date?: string;
  cover?: PageImage;
  /** The page's language first. */
  links: DocumentLinkView[];
  /** When the only file is in the other language: says so. */
  onlyIn?: string;
}

/** The cover as the page draws it, in the page's language (a `<picture>` of every format and width). */
async function coverView(q: Queryable, record: DocumentRecord, lang: Lang): Promise<PageImage | undefined> {
  const image = await coverImage(q, record.coverKey);
  return image && pageImage(image, lang);
}

async function documentView(q: Queryable, record: DocumentRecord, lang: Lang): Promise<DocumentView> {
  const words = documentLinkTexts[lang];
  const other = languages.find((each) => each !== lang) as Lang;
  const links = [lang, other].flatMap((fileLang) => {
    const file = record.files[fileLang];
    return file ? [{ href: documentPath(file.fileName), fileLang, label: words.download[fileLang], typeAndSize: fileTypeAndSize(file.byteSize, lang) }] : [];
  });
  const ownDescription = record.texts[lang].description;
  return {
    id: record.id,
    // Publishing needs a title in both languages.
    title: record.texts[lang].title,
    description: ownDescription || record.texts[other].description,
    descriptionLang: ownDescription || !record.texts[other].description ? undefined : other,
    date: record.kind === "magazine" && record.issueDate ? formatDate(record.issueDate, lang) : undefined,
    cover: record.kind === "magazine" ? await coverView(q, record, lang) : undefined,
    links,
    onlyIn: record.files[lang] ? undefined : words.onlyIn[other],
  };
}

/** The published magazine issues, newest first. */
export async function magazineIssues(q: Queryable, lang: Lang): Promise<DocumentView[]> {
  return Promise.all((await publishedDocuments(q, "magazine" satisfies DocumentKind)).map((record) => documentView(q, record, lang)));
}

/** The published downloads of each group of /resources/downloads, in the order they were added. */
export async function downloadsByGroup(q: Queryable, lang: Lang): Promise<Record<DownloadGroup, DocumentView[]>> {
  const records = await publishedDocuments(q, "download");
  const views = await Promise.all(records.map((record) => documentView(q, record, lang)));
  return Object.fromEntries(downloadGroups.map((group) => [group, views.filter((_, index) => records[index]?.group === group)])) as Record<
    DownloadGroup,
    DocumentView[]
  >;
}
