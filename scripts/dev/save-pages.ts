/**
 * Saves every public page of a running server as HTML files, for `compare-builds.ts`: the render cache
 * (decision 20) means pages exist only when a server renders them.
 *
 * Usage: `node scripts/dev/save-pages.ts ORIGIN DIR`, e.g. `node scripts/dev/save-pages.ts http://localhost:3000 /tmp/before`
 * Every URL of the sitemap is written to `DIR/<path>/index.html` (`/` to `DIR/index.html`).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { positionals } = parseArgs({ allowPositionals: true });
const [origin, dir] = positionals;
if (positionals.length !== 2 || !origin || !dir) {
  console.error("Usage: node scripts/dev/save-pages.ts ORIGIN DIR");
  process.exit(2);
}

const sitemap = await (await fetch(new URL("/sitemap.xml", origin))).text();
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "/").pathname);
for (const pathname of paths) {
  const response = await fetch(new URL(pathname, origin));
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  const file = path.join(dir, pathname, "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await response.text());
}
console.log(`Saved ${paths.length} pages from ${origin} in ${dir}`);
