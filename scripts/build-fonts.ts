/**
 * Subsets the site's fonts, Noto Sans (Latin) and Noto Sans Ethiopic, to the characters the site's own
 * text uses, before every build: 31 KB for both instead of 230 KB. Noto Sans stays variable (weights
 * 400 to 700 in one file). Noto Sans Ethiopic is cut to its regular instance, 17 KB instead of 30 KB for
 * the variable one: Ethiopic headings use the browser's synthetic bold, which reads well, and Amharic
 * pages paint sooner on a slow phone.
 * Characters outside a subset (in what a visitor types, say) fall back to the device's own fonts.
 * English pages show one Amharic word, the switcher's "አማርኛ": it gets a face of its own, of those four
 * letters (1 KB, inlined into the CSS), so English pages never download the Ethiopic font.
 *
 * The Ethiopic subset is cut into three files by unicode-range, which arrive side by side over a slow
 * phone network instead of one after another.
 *
 * Writes app/fonts/generated/ (not committed): the .woff2 files and fonts.css, imported by app.css.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const outDir = "app/fonts/generated";
const switcherLabel = "አማርኛ";
const weights = { min: 400, max: 700 };
const ethiopicParts = 3; // app/root.tsx preloads each part

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (full !== outDir) yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry)) {
      yield full;
    }
  }
}

const isEthiopic = (codePoint: number) =>
  (codePoint >= 0x1200 && codePoint <= 0x139f) || (codePoint >= 0x2d80 && codePoint <= 0x2ddf) || (codePoint >= 0xab00 && codePoint <= 0xab2f);
const isLatinText = (codePoint: number) => codePoint >= 0x20 && codePoint <= 0x2122 && codePoint !== 0x7f;

const ethiopic = new Set<number>();
// Printable ASCII always, so anything a visitor types in English renders in the site's face.
const latin = new Set<number>(Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i));
for (const file of sourceFiles("app")) {
  for (const char of readFileSync(file, "utf8")) {
    const codePoint = char.codePointAt(0)!;
    if (isEthiopic(codePoint)) ethiopic.add(codePoint);
    else if (isLatinText(codePoint)) latin.add(codePoint);
  }
}
// Ethiopic punctuation, and what Intl writes in Amharic at run time: month and weekday names, AM/PM.
const amharicCalendarWords = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].flatMap((month) => {
  const date = new Date(Date.UTC(2026, month, 1 + month, 9 + month));
  return (["long", "short"] as const).flatMap((width) => [
    new Intl.DateTimeFormat("am-ET", { month: width, weekday: width, timeZone: "UTC" }).format(date),
    new Intl.DateTimeFormat("am-ET", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(date),
  ]);
});
for (const char of `፡።፣፤፥፦፧${amharicCalendarWords.join("")}`) {
  const codePoint = char.codePointAt(0)!;
  if (isEthiopic(codePoint)) ethiopic.add(codePoint);
}

/** "U+1200-1206,U+1208" for a set of code points. */
function unicodeRange(points: Iterable<number>): string {
  const sorted = [...points].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i]! + 1) i++;
    const end = sorted[i]!;
    ranges.push(start === end ? `U+${start.toString(16)}` : `U+${start.toString(16)}-${end.toString(16)}`);
  }
  return ranges.join(",");
}

async function subset(source: string, points: Iterable<number>, file: string, variationAxes: Record<string, number | { min: number; max: number }> = { wght: weights }) {
  const font = await subsetFont(readFileSync(source), String.fromCodePoint(...points), { targetFormat: "woff2", variationAxes });
  writeFileSync(path.join(outDir, file), font);
  return font.length;
}

const face = (family: string, file: string, points: Iterable<number>, local = "", weight = `${weights.min} ${weights.max}`) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: ${local}url("./${file}") format("woff2");
  unicode-range: ${unicodeRange(points)};
}`;

mkdirSync(outDir, { recursive: true });
const ethiopicSource = "node_modules/@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2";
const sortedEthiopic = [...ethiopic].sort((a, b) => a - b);
const partSize = Math.ceil(sortedEthiopic.length / ethiopicParts);
const ethiopicGroups = Array.from({ length: ethiopicParts }, (_, part) => sortedEthiopic.slice(part * partSize, (part + 1) * partSize));
const sizes = {
  latin: await subset("node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2", latin, "noto-sans.woff2"),
  ethiopic: await Promise.all(ethiopicGroups.map((group, part) => subset(ethiopicSource, group, `noto-sans-ethiopic-${part + 1}.woff2`, { wght: 400 }))),
  switcher: await subset(ethiopicSource, [...switcherLabel].map((char) => char.codePointAt(0)!), "amharic-label.woff2"),
};
const css = [
  "/* Generated by scripts/build-fonts.ts: do not edit. */",
  face("Noto Sans", "noto-sans.woff2", latin),
  // A phone that has Noto Sans Ethiopic (Android does) uses its own copy and downloads nothing.
  ...ethiopicGroups.map((group, part) =>
    face("Noto Sans Ethiopic", `noto-sans-ethiopic-${part + 1}.woff2`, group, 'local("Noto Sans Ethiopic"), local("NotoSansEthiopic-Regular"), ', "400"),
  ),
  face("Amharic Switcher Label", "amharic-label.woff2", [...switcherLabel].map((char) => char.codePointAt(0)!)),
].join("\n");
writeFileSync(path.join(outDir, "fonts.css"), `${css}\n`);
console.log(`Fonts: Latin ${latin.size} characters ${sizes.latin} B, Ethiopic ${ethiopic.size} characters ${sizes.ethiopic.join(" + ")} B, switcher ${sizes.switcher} B`);
