/**
 * `npm run bench`: Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) on the production
 * build, served compressed by the production server, for every page in both languages. Prints a table
 * and exits non-zero when a page misses a target. `npm run bench -- /am /news` measures only those paths.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPaths } from "#app/site/public-paths.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/browser.ts";

const targets = { score: 98, lcpMs: 1200, tbtMs: 100, cls: 0.02, jsKb: 150 };
const port = 3900 + Math.floor(Math.random() * 50);
const origin = `http://127.0.0.1:${port}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : publicPaths();

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("server did not start; run `npm run build` first");
}

interface Row {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  pass: boolean;
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
/**
 * One Lighthouse run. A run whose trace Chromium failed to record (NO_NAVSTART and the like: Lighthouse
 * says "Please run Lighthouse again") measured nothing, so it is run again, twice at most, and said so.
 */
async function measure(path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    if (!result) throw new Error(`no result for ${path}`);
    const traceError = result.lhr.runtimeError?.code;
    if (!traceError || attempt === 3) return result;
    console.error(`     ${path}: ${traceError}, the trace was not recorded; measuring again`);
  }
}

const rows: Row[] = [];
try {
  for (const path of paths) {
    const result = await measure(path);
    const { audits, categories } = result.lhr;
    const requests = (audits["network-requests"]?.details as { items: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
    // The budget is in gzip: each script the page loaded, gzipped as a server would (the server itself
    // sends Brotli, which is smaller still).
    const jsBytes = requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + gzipSync(readFileSync(`build/client${new URL(request.url).pathname}`)).length, 0);
    const row: Row = {
      path,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? Number.NaN),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? Number.NaN),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
      jsKb: Number((jsBytes / 1024).toFixed(1)),
      pass: false,
    };
    // A metric Lighthouse could not compute is NaN: say why, so a miss is never a mystery.
    const failures = Object.values(audits).flatMap((audit) =>
      audit.errorMessage && audit.scoreDisplayMode === "error" ? [`${audit.id}: ${audit.errorMessage}`] : [],
    );
    if (result.lhr.runtimeError || failures.length) console.error(`     ${path}: ${result.lhr.runtimeError?.message ?? ""} ${failures.slice(0, 3).join("; ")}`);
    row.pass = row.score >= targets.score && row.lcpMs <= targets.lcpMs && row.tbtMs <= targets.tbtMs && row.cls <= targets.cls && row.jsKb <= targets.jsKb;
    rows.push(row);
    console.error(`${row.pass ? "ok  " : "MISS"} ${path}`);
  }
} finally {
  chrome.kill();
  server.kill("SIGTERM");
}

const header = ["page", "lang", "score", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KB gz", ""];
const lines = rows.map((row) => [
  row.path.replace(/^\/am(?=\/|$)/, "") || "/",
  row.path.startsWith("/am") ? "am" : "en",
  String(row.score),
  String(row.fcpMs),
  String(row.lcpMs),
  String(row.tbtMs),
  row.cls.toFixed(3),
  row.jsKb.toFixed(1),
  row.pass ? "ok" : "MISS",
]);
const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
console.log(`Targets: score >= ${targets.score}, LCP <= ${targets.lcpMs} ms, TBT <= ${targets.tbtMs} ms, CLS <= ${targets.cls}, JS <= ${targets.jsKb} KB gzip`);
console.log(format(header));
console.log(format(widths.map((width) => "-".repeat(width))));
for (const line of lines) console.log(format(line));
const worst = (key: "lcpMs" | "tbtMs" | "cls" | "jsKb") => Math.max(...rows.map((row) => row[key]));
console.log(
  `\n${rows.filter((row) => row.pass).length}/${rows.length} pages meet every target; lowest score ${Math.min(...rows.map((r) => r.score))}, worst LCP ${worst("lcpMs")} ms, TBT ${worst("tbtMs")} ms, CLS ${worst("cls")}, JS ${worst("jsKb")} KB`,
);
process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
