/**
 * After `react-router build`: writes a Brotli (quality 11) and a gzip (level 9) copy beside every text
 * file of build/client, so the server sends pages and assets compressed as small as they go without
 * spending CPU on each request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = /\.(html|js|css|svg|json|txt|xml|data)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (compressible.test(entry)) yield full;
  }
}

let count = 0;
for (const file of files("build/client")) {
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`Compressed ${count} files in build/client`);
