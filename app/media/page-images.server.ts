import type { Lang } from "#app/i18n/language.ts";
import { imageFormats, imageTypes, mediaPath } from "#app/media/image-variants.ts";
import { type MediaItem, publishedMedia } from "#app/media/store.server.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import type { PageImage } from "#app/ui/page-image.ts";

const otherLang = (lang: Lang): Lang => (lang === "en" ? "am" : "en");

/** One published image in the page's language (its words fall back to the other language, marked). */
export function pageImage(item: MediaItem, lang: Lang): PageImage {
  const words = (key: "alt" | "caption") => {
    const own = item.texts[lang][key].trim();
    if (own || !item.texts[otherLang(lang)][key].trim()) return { text: own, lang: undefined };
    return { text: item.texts[otherLang(lang)][key].trim(), lang: otherLang(lang) };
  };
  const alt = words("alt");
  const caption = words("caption");
  const jpegs = item.variants.filter((variant) => variant.format === "jpeg");
  const largest = jpegs.at(-1);
  // The largest variant's size: what the browser reserves space by (its ratio) before any byte arrives.
  const width = largest?.width ?? item.width;
  const height = largest?.height ?? item.height;
  return {
    width,
    height,
    alt: alt.text,
    ...(alt.lang ? { altLang: alt.lang } : {}),
    caption: caption.text,
    ...(caption.lang ? { captionLang: caption.lang } : {}),
    focal: item.focal,
    sources: imageFormats.map((format) => ({
      type: imageTypes[format],
      srcSet: item.variants
        .filter((variant) => variant.format === format)
        .map((variant) => `${mediaPath(variant.fileName)} ${variant.width}w`)
        .join(", "),
    })),
    src: mediaPath((jpegs.filter((variant) => variant.width <= 800).at(-1) ?? jpegs[0] ?? largest)?.fileName ?? ""),
    large: mediaPath(largest?.fileName ?? ""),
  };
}

/** The published images among `ids` in the page's language, by id; one unpublished since is absent. */
export async function pageImages(q: Queryable, ids: readonly number[], lang: Lang): Promise<Map<number, PageImage>> {
  const found = await publishedMedia(q, ids);
  return new Map([...found].map(([id, item]) => [id, pageImage(item, lang)]));
}
