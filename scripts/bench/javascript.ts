/**
 * `npm run bench:js`: the gzipped JavaScript each public page loads (scripts/bench/page-scripts.ts), every
 * page in both languages, in Chromium against the production server; bytes, not timings, so a busy machine
 * changes nothing. Prints one line per page (total, then its largest scripts) and exits 1 when a page is over
 * the budget. `npm run bench:js -- /register /am/register` measures only those paths; `--interact` also
 * focuses the page's first form field and counts what that loads (a form's validation); `--scripts 20` lists a
 * page's 20 largest scripts (5 unless told).
 * Run `npm run build` first.
 */
import { parseArgs } from "node:util";
import { publicPaths } from "#app/pages/public-paths.ts";
import { launchBrowser } from "../dev/browser.ts";
import { startBenchServer } from "./bench-server.ts";
import { javascriptBudgetKb, recordScripts, totalKb } from "./page-scripts.ts";

const { values: options, positionals } = parseArgs({
  options: { interact: { type: "boolean", default: false }, scripts: { type: "string", default: "5" } },
  allowPositionals: true,
});
const paths = positionals.length ? positionals : publicPaths();

const server = await startBenchServer({});
const browser = await launchBrowser();
let over = 0;
try {
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = recordScripts(page);
    await page.goto(`${server.origin}${path}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    const loaded = await scripts();
    const kb = totalKb(loaded);
    if (kb > javascriptBudgetKb) over++;
    const largest = loaded
      .toSorted((a, b) => b.kb - a.kb)
      .slice(0, Number(options.scripts))
      .map((script) => `${script.path.replace(/^\/assets\//, "")} ${script.kb.toFixed(1)}`);
    let line = `${kb > javascriptBudgetKb ? "OVER" : "ok  "} ${path.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB  (${largest.join(", ")})`;
    if (options.interact) {
      const field = page.locator("main form :is(input, select, textarea)").filter({ visible: true }).first();
      if (await field.count()) {
        const more = recordScripts(page);
        await field.focus();
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(300);
        line += `  +${totalKb(await more()).toFixed(1)} KB on focus`;
      }
    }
    console.log(line);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\n${paths.length - over}/${paths.length} pages within ${javascriptBudgetKb} KB of gzipped JavaScript`);
process.exitCode = over ? 1 : 0;
