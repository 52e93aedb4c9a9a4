import sharp from "sharp";

/**
 * A phone photo as cameras write it: landscape pixels with EXIF orientation 6 (turn to portrait), the
 * camera's make and a GPS position.
 */
export async function phonePhoto(width = 2400, height = 1800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120;
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
