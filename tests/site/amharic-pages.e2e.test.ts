import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { latinWordsAllowedInAmharic } from "../support/amharic-allow-list.ts";
import { publicPaths, useBrowser } from "../support/pages.ts";
import { useOwnServer } from "../support/server.ts";

const site = useBrowser();
// The site as it ships: an article another test file publishes in English only shows its English on Amharic pages.
const server = useOwnServer("amharic-pages");

/** The Ethiopic characters the site's subset font covers (its unicode-range in the generated CSS). */
const coveredByFont = (() => {
  const css = readFileSync(new URL("../../app/fonts/generated/fonts.css", import.meta.url), "utf8");
  const covered = new Set<number>();
  for (const [, ranges] of css.matchAll(/font-family: "Noto Sans Ethiopic";[\s\S]*?unicode-range: ([^;]+);/g)) {
    for (const range of ranges!.split(",")) {
      const [start, end = start] = range
        .trim()
        .replace(/U\+/g, "")
        .split("-")
        .map((hex) => Number.parseInt(hex!, 16));
      for (let codePoint = start!; codePoint <= end!; codePoint++) covered.add(codePoint);
    }
  }
  return covered;
})();
const isEthiopic = (codePoint: number) => codePoint >= 0x1200 && codePoint <= 0x139f;

/** Latin-script words left once addresses, URLs and amounts are taken out. */
function englishWords(text: string): string[] {
  const stripped = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\$[\d,.]+/g, " ");
  return [...stripped.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((match) => match[0]).filter((word) => !latinWordsAllowedInAmharic.has(word));
}

describe("Amharic pages show no English beyond names, addresses and amounts", () => {
  for (const path of publicPaths().filter((p) => p.startsWith("/am"))) {
    test(path, async () => {
      const { context, page } = await site.newPage();
      await page.goto(`${server.baseURL}${path}`);
      const visible = await page.locator("body").innerText();
      const labels = await page.evaluate(() =>
        [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")]
          .flatMap((element) => ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""))
          .join(" "),
      );
      const head = `${await page.title()} ${await page.getAttribute('meta[name="description"]', "content")}`;
      expect([...new Set(englishWords(`${visible} ${labels} ${head}`))]).toEqual([]);
      // Every Amharic letter shown (dates written by Intl included) is in the site's font subset.
      const missing = [...new Set(visible)].filter((char) => isEthiopic(char.codePointAt(0)!) && !coveredByFont.has(char.codePointAt(0)!));
      expect(missing, "letters missing from the Ethiopic font subset").toEqual([]);
      await context.close();
    });
  }
});
