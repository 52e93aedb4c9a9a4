import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { type ImageFormat, imageFormats, largestImageWidth, variantFileName, widthsFor } from "#app/media/image-variants.ts";

/** The largest photo accepted, said on the upload page before anyone chooses a file. */
export const maxImageBytes = 20 * 1024 * 1024;
/** Larger than any phone's photo; a file claiming more pixels (a "decompression bomb") is refused unread. */
const maxImagePixels = 120_000_000;

/** Why an upload is not kept: its words are the staff texts' `media.refused.*`. */
export type ImageRefusal = "tooLarge" | "heic" | "unsupported";

export interface ImageVariant {
  fileName: string;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

export interface ProcessedImage {
  /** From the bytes uploaded: the same photo uploaded twice is kept once. */
  key: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Encoder settings: near the best size for photos at an effort that keeps a 12-megapixel photo under 3 s here. */
const encode: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

/**
 * HEIC (an iPhone's photos) is HEIF with HEVC, which sharp's prebuilt library does not decode: told apart by its
 * file type box, so the staff member learns what to do rather than only that the file is unreadable.
 */
const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
function isHeic(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(4, 12)).toString("latin1");
  return head.startsWith("ftyp") && heicBrands.has(head.slice(4));
}

export const imageKey = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 20);

/**
 * Reads an uploaded photo by its content (never its name or stated type), turns it upright by its EXIF
 * orientation and makes every variant. Nothing of the original's metadata is written to any variant: no
 * EXIF, no GPS position, no camera, no comment (sharp keeps none unless asked). The photo is decoded once,
 * at the largest width kept; every variant is made from that.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage | { refused: ImageRefusal }> {
  if (bytes.byteLength > maxImageBytes) return { refused: "tooLarge" };
  if (isHeic(bytes)) return { refused: "heic" };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: maxImagePixels }).metadata();
  } catch {
    return { refused: "unsupported" };
  }
  if (metadata.format !== "jpeg" && metadata.format !== "png" && metadata.format !== "webp") return { refused: "unsupported" };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxImagePixels })
      .rotate()
      .resize({ width: largestImageWidth, height: largestImageWidth * 4, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const key = imageKey(bytes);
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const variants = await Promise.all(
      widthsFor(info.width).flatMap((width) =>
        imageFormats.map(async (format): Promise<ImageVariant> => {
          const { data: encoded, info: made } = await encode[format](sharp(data, raw).resize({ width })).toBuffer({ resolveWithObject: true });
          return { fileName: variantFileName(key, width, format), format, width: made.width, height: made.height, bytes: new Uint8Array(encoded) };
        }),
      ),
    );
    return { key, width: info.width, height: info.height, variants };
  } catch {
    // A file whose header reads but whose pixels do not (cut short, corrupt).
    return { refused: "unsupported" };
  }
}
