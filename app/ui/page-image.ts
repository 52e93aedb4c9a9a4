/**
 * A published image as a page draws it, in the page's language: its size (no layout shift), what a `<picture>`
 * offers per format, the words (in the other language, marked, only while the page's is missing) and where a
 * crop stays centred. Made on the server from the library (`pageImages`), so only the page's language travels.
 */
export interface PageImage {
  width: number;
  height: number;
  alt: string;
  /** Set when `alt` is in the other language than the page's. */
  altLang?: "en" | "am";
  caption: string;
  captionLang?: "en" | "am";
  /** Percent from the left and the top. */
  focal: { x: number; y: number };
  /** One `srcset` per format, best first (AVIF, WebP, JPEG). */
  sources: { type: string; srcSet: string }[];
  /** The JPEG at 800 px or less: what a browser without `<picture>` shows. */
  src: string;
  /** The largest JPEG: where a photo's link leads without scripts. */
  large: string;
}
