/**
 * `npm run bench:media`: how long a 12-megapixel phone photo (4000 × 3000 JPEG with EXIF orientation and a GPS
 * position, ./phone-photo.ts) takes to become every variant of the media library (app/media/images.server.ts).
 * Prints one line: the median of BENCH_RUNS (5) runs, after one warm-up.
 */
import { processImage } from "#app/media/images.server.ts";
import { phonePhoto } from "./phone-photo.ts";

const runs = Number(process.env.BENCH_RUNS || 5);
const target = { ms: 3_000 };
const width = 4000;
const height = 3000;

const photo = await phonePhoto(width, height);

const times: number[] = [];
let variants = 0;
let bytes = 0;
for (let run = 0; run <= runs; run++) {
  const started = performance.now();
  const processed = await processImage(photo);
  const elapsed = performance.now() - started;
  if ("refused" in processed) throw new Error(`refused: ${processed.refused}`);
  if (run === 0) continue;
  times.push(elapsed);
  variants = processed.variants.length;
  bytes = processed.variants.reduce((sum, variant) => sum + variant.bytes.byteLength, 0);
}
times.sort((a, b) => a - b);
const median = Math.round(times[Math.floor(times.length / 2)] ?? 0);
console.log(
  `12-megapixel photo (${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG) → ${variants} variants (${(bytes / 1024 / 1024).toFixed(1)} MB): median ${median} ms of ${runs} runs (fastest ${Math.round(times[0] ?? 0)}, slowest ${Math.round(times.at(-1) ?? 0)}); target ≤ ${target.ms} ms: ${median <= target.ms ? "met" : "NOT met"}`,
);
