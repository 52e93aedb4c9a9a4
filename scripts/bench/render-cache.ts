/**
 * `npm run bench:cache`: the render cache of public pages (server/public-pages.ts) on the production build
 * with SQLite. Prints
 *
 * 1. what a cold page costs: every public URL's first answer (rendered, compressed), then a warm one;
 * 2. the throughput of cached pages, every public URL in turn; target ≥ 3,000 requests/s on this machine.
 *
 *   npm run bench:cache                      10 s of load
 *   npm run bench:cache -- --duration 20
 *
 * Browsers' Accept-Encoding is sent, so compressed answers are measured as visitors get them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBenchServer } from "./bench-server.ts";

const { values: options } = parseArgs({ options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "16" } } });
const duration = Number(options.duration);
const connections = Number(options.connections);
const targetRate = 3_000;

const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-cache-"));
const server = await startBenchServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const headers = { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 bench" };

/** Every public URL, as the sitemap lists them for crawlers. */
async function publicUrls(): Promise<string[]> {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "/").pathname);
}

async function timeAll(paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const pathname of paths) {
    const started = performance.now();
    const response = await fetch(`${server.origin}${pathname}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]?.toFixed(1);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`;
};

try {
  const paths = await publicUrls();
  console.log(`Render cache on ${server.origin}: ${paths.length} public URLs`);
  console.log(`  first answer (rendered and stored): ${summary(await timeAll(paths))}`);
  // Brotli copies are made in the background after the first answer.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  console.log(`  next answer (from the cache):       ${summary(await timeAll(paths))}`);
  const result = await autocannon({
    url: server.origin,
    connections,
    duration,
    headers,
    requests: paths.map((pathname) => ({ method: "GET", path: pathname })),
  });
  const rate = Math.round(result.requests.average);
  console.log(
    `  cached pages, ${connections} connections for ${duration} s: ${rate} req/s (target ≥ ${targetRate}), p99 ${result.latency.p99} ms, statuses ${JSON.stringify(result.statusCodeStats)}`,
  );
  console.log(rate >= targetRate ? "Targets met." : "Targets missed.");
  if (rate < targetRate) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
