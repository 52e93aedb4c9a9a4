import { albumsKind } from "#app/content/albums-kind.ts";
import { imageIdsOf } from "#app/content/kinds.ts";
import { findPublished, type PublishedItem, publishedItems, textInLanguage } from "#app/content/store.server.ts";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import type { Lang } from "#app/i18n/language.ts";
import { pageImages } from "#app/media/page-images.server.ts";
import { gallery } from "#app/site/content/resources.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import type { PageImage } from "#app/ui/page-image.ts";

/**
 * The gallery's albums from the database (kind "albums"), published by `now`, newest first, in the page's
 * language or in the other one while a translation is missing (marked with its language). An album shows only
 * its photos that are still published; one left with none is not listed.
 */

export interface AlbumSummary {
  slug: string;
  title: string;
  description: string;
  /** Set when the album's words are in the other language (not translated yet). */
  textLang?: Lang;
  date: string;
  dateLabel: string;
  countLabel: string;
  /** Its first published photo. */
  cover: PageImage;
}

/** An album's photos that are still published, in its order. */
const photosOf = (item: PublishedItem, images: Map<number, PageImage>) =>
  imageIdsOf(item.fields.photos).flatMap((id) => {
    const image = images.get(id);
    return image ? [image] : [];
  });

function summaryOf(item: PublishedItem, lang: Lang, photos: PageImage[]): AlbumSummary | undefined {
  const [cover] = photos;
  if (!cover) return undefined;
  const { text, textLang } = textInLanguage(item, lang);
  const date = String(item.fields.date);
  const count = gallery[lang].photoCount;
  return {
    slug: item.slug,
    title: text.title ?? "",
    description: text.description ?? "",
    ...(textLang ? { textLang } : {}),
    date,
    dateLabel: formatDate(date, lang),
    countLabel: (photos.length === 1 ? count.one : count.other).replace("{count}", formatNumber(photos.length, lang)),
    cover,
  };
}

/** Every published album with a published photo, newest first: the gallery at /resources/media. */
export async function galleryAlbums(db: Queryable, lang: Lang, now = new Date()): Promise<AlbumSummary[]> {
  const albums = (await publishedItems(db, albumsKind.kind, now)).sort((a, b) => String(b.fields.date).localeCompare(String(a.fields.date)) || b.id - a.id);
  // Each album's cover is its first photo still published: every photo is looked up, in one query.
  const images = await pageImages(
    db,
    albums.flatMap((album) => imageIdsOf(album.fields.photos)),
    lang,
  );
  return albums.flatMap((album) => summaryOf(album, lang, photosOf(album, images)) ?? []);
}

/** One album with its published photos in its order; an old slug gives the current one; else undefined. */
export async function albumPage(
  db: Queryable,
  slug: string | undefined,
  lang: Lang,
  now = new Date(),
): Promise<{ album: AlbumSummary; photos: PageImage[] } | { redirectTo: string } | undefined> {
  if (!slug) return undefined;
  const found = await findPublished(db, albumsKind.kind, slug, now);
  if (!found || "redirectTo" in found) return found;
  const photos = photosOf(found.item, await pageImages(db, imageIdsOf(found.item.fields.photos), lang));
  const album = summaryOf(found.item, lang, photos);
  return album && { album, photos };
}
