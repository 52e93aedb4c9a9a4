import { randomInt } from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import { imageTypes } from "#app/media/image-variants.ts";
import { serverDatabase } from "./database.ts";
import type { Backend } from "./server.ts";

/**
 * A phone photo as cameras write it: landscape pixels with EXIF orientation 6 (turn to portrait), the
 * camera's make and a GPS position. Each call's photo is another (its green is drawn at random): the library
 * keeps a photo uploaded twice once, and test files running together must not share one.
 */
export async function phonePhoto(width = 2400, height = 1800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const green = randomInt(256);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = green;
    pixels[i + 2] = 60;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 31/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "122/1 40/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The variants of the upload named `originalName`, as the server's database keeps them. */
export async function variantsOf(backend: Backend, originalName: string) {
  return serverDatabase(backend).all<{ file_name: string; format: string; media_id: number }>(
    "SELECT v.file_name, v.format, v.media_id FROM media_variants v JOIN media m ON m.id = v.media_id WHERE m.original_name = ? ORDER BY v.file_name",
    [originalName],
  );
}

/** Every variant is public, of its type, kept for good, and carries no EXIF (no GPS, not even the camera's make). */
export async function expectPublicVariants(base: string, files: { file_name: string; format: string }[]) {
  for (const file of files) {
    const response = await fetch(`${base}/media/${file.file_name}`);
    expect(response.status, file.file_name).toBe(200);
    expect(response.headers.get("content-type")).toBe(imageTypes[file.format as keyof typeof imageTypes]);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif, file.file_name).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("PhoneMaker");
  }
}
