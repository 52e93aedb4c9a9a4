/**
 * Subsets the site's fonts, Noto Sans (Latin) and Noto Sans Ethiopic, to the characters the site's own
 * text uses, before every build: 34 KB for both instead of 230 KB. Noto Sans stays variable (weights
 * 400 to 700 in one file). Noto Sans Ethiopic is cut to its regular instance, 19 KB instead of 30 KB for
 * the variable one: Ethiopic headings use the browser's synthetic bold, which reads well.
 * Characters outside a subset (in what a visitor types, or staff write in the content editor after the
 * build, say) fall back to the device's own fonts.
 *
 * Writes app/fonts/generated/ (not committed):
 * - fonts.css, imported by app.css on every page: Noto Sans and Noto Sans Ethiopic as files, and a tiny
 *   inlined face for the few Ethiopic words English pages show (the switcher's "አማርኛ", "ተስፋ"), so
 *   English pages never download the Ethiopic font.
 * - amharic-page.css, linked by Amharic pages only: both fonts inlined as data: URLs under their own
 *   family names. An Amharic page then paints its text with the stylesheet, in one round trip fewer than
 *   fetching five files (docs/decisions/0009-amharic-fonts-inlined.md).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { fontFamilies, fontsLoadingClass } from "#app/ui/page-fonts.ts";

const outDir = "app/fonts/generated";
const weights = { min: 400, max: 700 };
/** The Ethiopic text English pages show. tests/site/page-load.e2e.test.ts fails if an English page needs more. */
const ethiopicOnEnglishPages = "አማርኛ ተስፋ ሀ ሁ ሂ ሃ";

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (full !== outDir) yield* sourceFiles(full);
    } else if (/\.(ts|tsx|sql)$/.test(entry)) {
      // .sql: the content seeded by migrations (news articles), which staff edit from then on.
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

const codePoints = (text: string) => new Set([...text].map((char) => char.codePointAt(0)!).filter(isEthiopic));

async function subset(source: string, points: Iterable<number>, variationAxes: Record<string, number | { min: number; max: number }>, noLayoutClosure = false) {
  return subsetFont(readFileSync(source), String.fromCodePoint(...points), { targetFormat: "woff2", variationAxes, noLayoutClosure });
}

interface Face {
  family: string;
  points: Iterable<number>;
  weight: string;
  /** A file next to the CSS, or the font itself to inline as a data: URL. */
  source: string | Buffer;
  display?: "swap" | "block";
  local?: string;
}

const fontFace = ({ family, points, weight, source, display = "swap", local = "" }: Face) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-weight: ${weight};
  font-display: ${display};
  src: ${local}url("${typeof source === "string" ? `./${source}` : `data:font/woff2;base64,${source.toString("base64")}`}") format("woff2");
  unicode-range: ${unicodeRange(points)};
}`;

mkdirSync(outDir, { recursive: true });
const latinSource = "node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2";
const latinFont = await subset(latinSource, latin, { wght: weights });
// Amharic pages show little Latin text (addresses, numbers, names): its regular weight alone, without
// ligatures, is 7 KB instead of 14 KB; the occasional bold Latin word there is synthetic, like Ethiopic.
const latinRegularFont = await subset(latinSource, latin, { wght: 400 }, true);
const ethiopicSource = "node_modules/@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2";
const ethiopicFont = await subset(ethiopicSource, ethiopic, { wght: 400 });
const englishPagesEthiopic = codePoints(ethiopicOnEnglishPages);
const englishPagesEthiopicFont = await subset(ethiopicSource, englishPagesEthiopic, { wght: 400 });
writeFileSync(path.join(outDir, "noto-sans.woff2"), latinFont);
writeFileSync(path.join(outDir, "noto-sans-ethiopic.woff2"), ethiopicFont);

const generated = "/* Generated by scripts/build/fonts.ts: do not edit. */";
const latinWeights = `${weights.min} ${weights.max}`;
const everyPage = [
  generated,
  fontFace({ family: fontFamilies.latin, points: latin, weight: latinWeights, source: "noto-sans.woff2" }),
  // Amharic text on English pages: only what staff pages show of what visitors typed. A phone that has
  // Noto Sans Ethiopic (Android does) uses its own copy and downloads nothing.
  fontFace({ family: fontFamilies.ethiopic, points: ethiopic, weight: "400", source: "noto-sans-ethiopic.woff2", local: 'local("Noto Sans Ethiopic"), local("NotoSansEthiopic-Regular"), ' }),
  fontFace({ family: fontFamilies.ethiopicOnEnglishPages, points: englishPagesEthiopic, weight: "400", source: englishPagesEthiopicFont }),
  // app/ui/page-fonts.ts: hidden until the fonts are ready, and not laid out meanwhile (with `visibility: hidden`
  // the page was laid out in the device's fonts and again in ours: the calendar's LCP 130 ms later, decision 9).
  `.${fontsLoadingClass} body {\n  display: none;\n}`,
];
// Inlined faces are already there when the stylesheet is: "block" only keeps a fallback from flashing
// while the browser decodes them.
const amharicPage = [
  generated,
  fontFace({ family: fontFamilies.latinInline, points: latin, weight: "400", source: latinRegularFont, display: "block" }),
  fontFace({ family: fontFamilies.ethiopicInline, points: ethiopic, weight: "400", source: ethiopicFont, display: "block" }),
  `:root:lang(am) {\n  --font-sans: "${fontFamilies.latinInline}", "${fontFamilies.ethiopicInline}", ui-sans-serif, system-ui, sans-serif;\n}`,
];
writeFileSync(path.join(outDir, "fonts.css"), `${everyPage.join("\n")}\n`);
writeFileSync(path.join(outDir, "amharic-page.css"), `${amharicPage.join("\n")}\n`);
console.log(
  `Fonts: Latin ${latin.size} characters ${latinFont.length} B (regular ${latinRegularFont.length} B), Ethiopic ${ethiopic.size} characters ${ethiopicFont.length} B, Ethiopic on English pages ${englishPagesEthiopicFont.length} B`,
);
