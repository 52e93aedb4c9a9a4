import { describe, expect, test } from "vitest";
import { publicPaths, useBrowser } from "../support/pages.ts";
import { latinWordsAllowedInAmharic } from "../support/amharic-allow-list.ts";

const site = useBrowser();

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
      await page.goto(site.url(path));
      const visible = await page.locator("body").innerText();
      const labels = await page.evaluate(() =>
        [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")]
          .flatMap((element) => ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""))
          .join(" "),
      );
      const head = `${await page.title()} ${await page.getAttribute('meta[name="description"]', "content")}`;
      expect([...new Set(englishWords(`${visible} ${labels} ${head}`))]).toEqual([]);
      await context.close();
    });
  }
});
