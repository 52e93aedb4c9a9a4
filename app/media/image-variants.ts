/**
 * How the site keeps an image: one upload becomes each width (never wider than the photo was) in each format,
 * best first, which is what a `<picture>` offers the browser. File names carry the upload's key, so a file's
 * bytes never change under its address and browsers may keep it for good.
 */
export const largestImageWidth = 1600;
export const imageWidths = [400, 800, 1200, largestImageWidth] as const;
export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageTypes: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
const extensions: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** The widths kept of an image `width` pixels wide: the standard ones below it, then its own or the largest. */
export function widthsFor(width: number): number[] {
  const kept = Math.min(width, largestImageWidth);
  return [...imageWidths.filter((each) => each < kept), kept];
}

export const variantFileName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${extensions[format]}`;

/** Where the public reads a published image's variant. */
export const mediaPath = (fileName: string) => `/media/${fileName}`;

const fileNamePattern = /^([0-9a-f]{20})-(\d{1,4})\.(avif|webp|jpg)$/;

/** A variant's key, width and format from its file name; undefined for anything that cannot be one. */
export function parseVariantFileName(fileName: string): { key: string; width: number; format: ImageFormat } | undefined {
  const match = fileNamePattern.exec(fileName);
  if (!match) return undefined;
  const format = imageFormats.find((each) => extensions[each] === match[3]);
  return format && { key: match[1] as string, width: Number(match[2]), format };
}
