import sharp from "sharp";

/**
 * A phone photo for the benchmarks: a JPEG of gradients with sensor-like noise, EXIF orientation and a GPS
 * position, which compresses about as a real photo does (a plain gradient would flatter the encoders, pure
 * noise punish them). The noise makes every call's bytes different, as the media library needs (it keeps
 * one copy of identical files).
 */
export async function phonePhoto(width: number, height: number, hue = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (Math.random() - 0.5) * 16;
      pixels[i] = ((x / width) * 200 + 30 + hue + noise) % 256;
      pixels[i + 1] = (y / height) * 150 + 60 + noise;
      pixels[i + 2] = Math.abs(Math.sin((x + y + hue) / 300)) * 180 + 40 + noise;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 31/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
