import type { PageImage } from "#app/ui/page-image.ts";

/**
 * Where a cropped image stays centred, in steps of a quarter: the page's Content-Security-Policy allows no
 * inline style, so the position is one of 25 classes app.css has Tailwind generate (`@source inline`).
 */
const quarter = (percent: number) => Math.min(100, Math.max(0, Math.round(percent / 25) * 25));
export const focalClass = ({ x, y }: PageImage["focal"]) => `object-[${quarter(x)}%_${quarter(y)}%]`;

interface ResponsiveImageProps {
  image: PageImage;
  /** The `sizes` of the layout: how wide the image is drawn at each viewport width. */
  sizes: string;
  /**
   * The page's largest image, seen at once: fetched first and never lazily (its route also preloads it with
   * `imagePreload`). Every other image loads when it nears the screen.
   */
  priority?: boolean;
  /** Fill a box of another shape (its classes give the aspect ratio), centred on the photo's focal point. */
  crop?: boolean;
  className?: string;
}

/**
 * A published image: AVIF, then WebP, then JPEG, each at every width kept, with its size set so nothing moves
 * as it loads. The alt text is the page's language's; the other language's, marked with `lang`, only while the
 * page's is missing.
 */
export function ResponsiveImage({ image, sizes, priority = false, crop = false, className = "" }: ResponsiveImageProps) {
  const fallback = image.sources.at(-1);
  return (
    <picture>
      {image.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={fallback?.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        lang={image.altLang}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={`${crop ? `object-cover ${focalClass(image.focal)}` : ""} ${className}`.trim()}
      />
    </picture>
  );
}

/**
 * The preload of a page's largest image, for its route's `meta`: the best format's widths, so the browser
 * fetches the one `<picture>` will pick before it has read the page's body (browsers without AVIF skip it).
 */
export function imagePreload(image: PageImage, sizes: string) {
  const best = image.sources[0];
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: best?.type,
    imageSrcSet: best?.srcSet,
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}

/** How wide an article's or an event's photos are drawn (at most 48rem, the text's width): its cover, its cover's preload, those in its text. */
export const coverFigureSizes = "(min-width: 800px) 48rem, 100vw";

/**
 * A photo of an article's or an event's page, with its caption: the cover at its top, the page's largest image
 * (`priority`), or one in its text (lazy; drawn into the text's HTML on the server, app/content/text-images.server.tsx).
 */
export function PhotoFigure({ image, priority = false, className }: { image: PageImage; priority?: boolean; className: string }) {
  return (
    <figure className={className}>
      <ResponsiveImage image={image} sizes={coverFigureSizes} priority={priority} className="h-auto w-full rounded-2xl" />
      {image.caption && (
        <figcaption lang={image.captionLang} className="mt-2 text-sm text-ink-soft">
          {image.caption}
        </figcaption>
      )}
    </figure>
  );
}
