/**
 * Proves a refactor changed no page: compares the HTML of two builds of the site.
 *
 * Usage: `node scripts/dev/compare-builds.ts BEFORE_DIR AFTER_DIR`
 * Each dir holds the pages of one build, saved from its running server by `scripts/dev/save-pages.ts`.
 *
 * Every `*.html` page is compared after normalising only what two builds of the same source may differ in:
 * asset file names (`/assets/<name>-<hash>.js` → `/assets/*`, wherever they appear: links, the React Router
 * manifest, `import("…")`), the manifest's version (the hash in `manifest-<version>.js`) and sha256/384/512
 * hashes (CSP, integrity). Other files outside assets/ are compared by name only; `.br`/`.gz` copies are skipped.
 * A page that differs is compared once more without the route data React Router streams into it for
 * hydration (`streamController.enqueue(…)`): "same markup" means a visitor sees the same page and only the
 * shape of its loader's data changed.
 * Exits 1 when anything differs, 0 when both builds are the same, 2 on a usage error.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const CONTEXT = 200;

const { positionals } = parseArgs({ allowPositionals: true });
const [beforeArg, afterArg] = positionals;
if (positionals.length !== 2 || !beforeArg || !afterArg) {
  console.error("Usage: node scripts/dev/compare-builds.ts BEFORE_DIR AFTER_DIR");
  process.exit(2);
}

/** The folder holding the pages: `<dir>/client` when given a whole `build` folder. */
function clientDir(dir: string): string {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`Not a directory: ${dir}`);
    process.exit(2);
  }
  const client = path.join(dir, "client");
  return existsSync(client) && statSync(client).isDirectory() ? client : dir;
}

/** Relative paths (with `/`) of the files to compare: pages and other files, without assets or compressed copies. */
function listFiles(root: string): { pages: Set<string>; others: Set<string> } {
  const pages = new Set<string>();
  const others = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (rel.startsWith("assets/") || /\.(br|gz)$/.test(rel)) continue;
    (rel.endsWith(".html") ? pages : others).add(rel);
  }
  return { pages, others };
}

function normalise(html: string): string {
  // The manifest's version is the hash of the asset names, so it changes whenever they do.
  const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(html)?.[1];
  if (version) html = html.replace(new RegExp(`("version":\\s*)"${version}"`, "g"), '$1"*"');
  return html.replace(/\/assets\/[^"'`\s()<>\\?#]+/g, "/assets/*").replace(/\b(sha(?:256|384|512))-[A-Za-z0-9+/_-]+=*/g, "$1-*");
}

/** The page without its streamed route data, which only hydration reads. */
const withoutRouteData = (html: string) => html.replace(/<script>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?\);<\/script>/g, "");

/** The first place where two strings part, with CONTEXT characters either side (`⟪` marks the spot). */
function firstDifference(a: string, b: string): { at: number; before: string; after: string } {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  const around = (s: string) =>
    `${at > CONTEXT ? "…" : ""}${s.slice(Math.max(0, at - CONTEXT), at)}⟪${s.slice(at, at + CONTEXT)}${at + CONTEXT < s.length ? "…" : ""}`;
  return { at, before: around(a), after: around(b) };
}

const onlyIn = (a: Set<string>, b: Set<string>) => [...a].filter((name) => !b.has(name)).sort();

const beforeRoot = clientDir(beforeArg);
const afterRoot = clientDir(afterArg);
const before = listFiles(beforeRoot);
const after = listFiles(afterRoot);

let identical = 0;
let sameMarkup = 0;
let different = 0;
for (const page of [...before.pages].filter((p) => after.pages.has(p)).sort()) {
  const a = normalise(readFileSync(path.join(beforeRoot, page), "utf8"));
  const b = normalise(readFileSync(path.join(afterRoot, page), "utf8"));
  if (a === b) {
    identical++;
    continue;
  }
  if (withoutRouteData(a) === withoutRouteData(b)) {
    sameMarkup++;
    console.log(`SAME MARKUP ${page}: only the route data streamed for hydration differs`);
    continue;
  }
  different++;
  const diff = firstDifference(a, b);
  console.log(`DIFFERENT ${page} (normalised, from character ${diff.at})`);
  console.log(`  before: ${diff.before}`);
  console.log(`  after:  ${diff.after}\n`);
}

const pagesOnlyBefore = onlyIn(before.pages, after.pages);
const pagesOnlyAfter = onlyIn(after.pages, before.pages);
const othersOnlyBefore = onlyIn(before.others, after.others);
const othersOnlyAfter = onlyIn(after.others, before.others);
for (const page of pagesOnlyBefore) console.log(`ONLY BEFORE ${page}`);
for (const page of pagesOnlyAfter) console.log(`ONLY AFTER  ${page}`);
for (const file of othersOnlyBefore) console.log(`ONLY BEFORE (other file) ${file}`);
for (const file of othersOnlyAfter) console.log(`ONLY AFTER  (other file) ${file}`);

const compared = identical + sameMarkup + different + pagesOnlyBefore.length + pagesOnlyAfter.length;
console.log(
  `${new Set([...before.others, ...after.others]).size} other files compared by name: ` +
    `${othersOnlyBefore.length} only before, ${othersOnlyAfter.length} only after`,
);
console.log(
  `${compared} pages compared: ${identical} identical, ${sameMarkup} with the same markup and other route data, ${different} different, ` +
    `${pagesOnlyBefore.length} only before, ${pagesOnlyAfter.length} only after`,
);
const changed = sameMarkup + different + pagesOnlyBefore.length + pagesOnlyAfter.length + othersOnlyBefore.length + othersOnlyAfter.length;
process.exit(changed > 0 ? 1 : 0);
