import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { imageFormats, parseVariantFileName, variantFileName, widthsFor } from "#app/media/image-variants.ts";
import { maxImageBytes, processImage } from "#app/media/images.server.ts";
import { phonePhoto } from "../support/photos.ts";

// Their speed is `npm run bench:media`'s to measure: on a machine busy with other tests sharp takes longer than Vitest's 5 s.
describe("image processing", () => {
  test("the test photo carries what must never be published: EXIF with a GPS position", { timeout: 60_000 }, async () => {
    const metadata = await sharp(await phonePhoto()).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif?.toString("latin1")).toContain("PhoneMaker");
    // The GPS directory's tag, in either byte order.
    const exif = metadata.exif ?? Buffer.alloc(0);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
  });

  test("a phone photo becomes every width in AVIF, WebP and JPEG, upright, with no metadata left in any variant", { timeout: 60_000 }, async () => {
    const processed = await processImage(await phonePhoto());
    if ("refused" in processed) throw new Error(processed.refused);
    // Orientation 6: the 2400 × 1800 pixels stand upright as 1800 × 2400, kept at most 1600 wide.
    expect([processed.width, processed.height]).toEqual([1600, 2133]);
    expect(processed.variants.map((variant) => `${variant.width}.${variant.format}`).sort()).toEqual(
      [400, 800, 1200, 1600].flatMap((width) => imageFormats.map((format) => `${width}.${format}`)).sort(),
    );
    for (const variant of processed.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format, variant.fileName).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBeGreaterThan(metadata.width);
      expect(metadata.exif, variant.fileName).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(Buffer.from(variant.bytes).toString("latin1")).not.toContain("PhoneMaker");
      expect(parseVariantFileName(variant.fileName)).toEqual({ key: processed.key, width: variant.width, format: variant.format });
    }
  });

  test("a small picture is never enlarged; the same bytes give the same key", { timeout: 60_000 }, async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#1b5233" } })
      .png()
      .toBuffer();
    const first = await processImage(small);
    const second = await processImage(small);
    if ("refused" in first || "refused" in second) throw new Error("refused");
    expect(first.variants.map((variant) => variant.width)).toEqual([300, 300, 300]);
    expect(second.key).toBe(first.key);
  });

  test("HEIC, files that are no picture, cut-off pictures and files over the limit are refused with their reason", { timeout: 60_000 }, async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(200)]);
    expect(await processImage(heic)).toEqual({ refused: "heic" });
    expect(await processImage(Buffer.from("%PDF-1.7 not a photo"))).toEqual({ refused: "unsupported" });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect(await processImage(gif)).toEqual({ refused: "unsupported" });
    const photo = await phonePhoto(800, 600);
    expect(await processImage(photo.subarray(0, photo.length / 2))).toEqual({ refused: "unsupported" });
    expect(await processImage(Buffer.alloc(maxImageBytes + 1))).toEqual({ refused: "tooLarge" });
  });

  test("widths and file names", () => {
    expect(widthsFor(5000)).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([400, 800, 1000]);
    expect(widthsFor(400)).toEqual([400]);
    expect(parseVariantFileName(variantFileName("0123456789abcdef0123", 800, "jpeg"))).toEqual({ key: "0123456789abcdef0123", width: 800, format: "jpeg" });
    for (const name of ["../x-800.jpg", "0123456789abcdef0123-800.png", "0123456789ABCDEF0123-800.jpg", "0123456789abcdef0123-800.jpg.map"])
      expect(parseVariantFileName(name), name).toBeUndefined();
  });
});
