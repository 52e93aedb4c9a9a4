/**
 * `npm run bench:cache`: the render cache of public pages (server/public-pages.ts) on the production build.
 * Prints
 *
 * 1. what a cold page costs (SQLite): every public URL's first answer (rendered, compressed), then a warm one;
 * 2. the throughput of cached pages, every public URL in turn; target ≥ 3,000 requests/s on this machine;
 * 3. how soon what staff publish reaches visitors (issue 13), each over `--publishes` articles, median and
 *    max (the targets hold for the max):
 *    - on the same server (SQLite): a news article published through the server's own staff editor, its
 *      form posted as a browser without scripts posts it, with the session cookie of an editor made in the
 *      database; from the post's answer until the article's address answers 200 with its title; ≤ 1 s;
 *    - on a second server: two servers sharing one throwaway PostgreSQL, the article published through the
 *      first one's editor; from that answer until the second server shows it; ≤ 5 s (the first's own
 *      delay is printed too);
 *    - scheduled (SQLite): an article scheduled 2 s ahead through the content store, then no request from
 *      staff, only a visitor asking for its page; from its time until the page shows it; ≤ 60 s.
 *    Pages are asked for every 10 ms, so the figures are that much coarse.
 *
 *   npm run bench:cache                      10 s of load, 10 publishes of each kind
 *   npm run bench:cache -- --duration 5 --publishes 5
 *
 * Browsers' Accept-Encoding is sent for the throughput, so compressed answers are measured as visitors get
 * them. Exits with 1 when a target is missed.
 *
 * Measured on the 2-core machine while other test suites ran on it (load average 14 to 19), 10 publishes
 * each: cached pages 459 req/s (about 5,400 when the machine is quiet, decision 20); through the editor on
 * SQLite shown after median 244 ms, max 688 ms, at the first request all 10 times; scheduled, shown median
 * 628 ms, max 1,062 ms after its time; on PostgreSQL the publishing server showed it after median 709 ms,
 * max 2,288 ms (target missed; 9 of 10 at the first request, so the time is the page's first render under
 * that load), the second server after median 877 ms, max 1,973 ms.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { ContentSnapshot } from "#app/content/kinds.ts";
import { contentKinds } from "#app/content/registry.ts";
import { formValues } from "#app/content/schema.ts";
import { saveItem } from "#app/content/store.server.ts";
import { contentWriter } from "#app/staff/content/content.server.ts";
import { addStaff, type StaffAccount } from "#app/staff/shared/accounts.server.ts";
import { sessionCookieName, startSession } from "#app/staff/shared/sessions.server.ts";
import { type Database, openDatabase } from "#app/storage/database.server.ts";
import { startThrowawayPostgres } from "../dev/throwaway-postgres.ts";
import { newsArticle, startBenchServer, waitForPage } from "./bench-server.ts";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    publishes: { type: "string", default: "10" },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const publishes = Number(options.publishes);
const targets = { rate: 3_000, sameServerMs: 1_000, secondServerMs: 5_000, scheduledMs: 60_000 };
/** How often a page is asked for while waiting for a publish to show. */
const askEveryMs = 10;
const missed: string[] = [];

const headers = { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 bench" };
/** What is stopped and removed at the end, last first. */
const cleanups: (() => unknown)[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `tesfa-${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function startServer(env: Record<string, string>) {
  const server = await startBenchServer({ LOG_LEVEL: "warn", ...env });
  cleanups.push(() => server.stop());
  return server;
}

function open(options: { dataDir: string; databaseUrl?: string }): Database {
  const db = openDatabase(options);
  cleanups.push(() => db.close());
  return db;
}

/** Every public URL, as the sitemap lists them for crawlers. */
async function publicUrls(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "/").pathname);
}

async function timeAll(origin: string, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const pathname of paths) {
    const started = performance.now();
    const response = await fetch(`${origin}${pathname}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const sortedAt = (times: number[], share: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
};
const summary = (times: number[]) =>
  `median ${sortedAt(times, 0.5).toFixed(1)} ms, p90 ${sortedAt(times, 0.9).toFixed(1)} ms, max ${sortedAt(times, 1).toFixed(1)} ms`;

/**
 * One line of delays against a target on the slowest; a miss is remembered for the exit code. With `asks`,
 * how many showed at the first request after the editor's answer, as the editor's action means them to.
 */
function reportDelays(label: string, delays: number[], targetMs: number, asks?: number[]) {
  const max = Math.max(...delays);
  const atOnce = asks ? `; shown at the first request ${asks.filter((n) => n === 1).length} times of ${asks.length}` : "";
  console.log(
    `  ${label}: median ${Math.round(sortedAt(delays, 0.5))} ms, max ${Math.round(max)} ms (target ≤ ${targetMs / 1000} s${max <= targetMs ? "" : ", MISSED"})${atOnce}`,
  );
  if (!(max <= targetMs)) missed.push(label);
}

/**
 * An account of the editor role made in the database as `npm run staff -- add` makes one, and signed in: the
 * session is started as a sign-in starts it, and its cookie is what the browser would send back.
 */
async function signedInEditor(db: Database): Promise<{ account: StaffAccount; cookie: string }> {
  const account = await addStaff(db, `bench-editor-${randomBytes(4).toString("hex")}@example.org`, null, { role: "editor" });
  return { account, cookie: `${sessionCookieName(false)}=${await startSession(db, account)}` };
}

/**
 * Publishes a new news article through a server's staff editor, its form posted as a browser without
 * scripts posts it (from the page's own origin, with the session cookie); resolves once the server answered.
 */
async function publishThroughEditor(origin: string, cookie: string, snapshot: ContentSnapshot): Promise<void> {
  const body = new URLSearchParams({ ...formValues(contentKinds.news, snapshot), version: "0", intent: "publish" });
  const response = await fetch(`${origin}/admin/content/news/new`, { method: "POST", body, redirect: "manual", headers: { Cookie: cookie, Origin: origin } });
  await response.arrayBuffer();
  // A new item's editor sends the browser on to the item's own editor.
  const location = response.headers.get("Location") ?? "";
  if (response.status !== 302 || !/^\/admin\/content\/news\/\d+\?created=published$/.test(location)) {
    throw new Error(`The editor did not publish the article: ${response.status} ${location}`);
  }
}

const articleFor = () => {
  const tag = randomBytes(4).toString("hex");
  const snapshot = newsArticle(tag, `Bench article ${tag}`);
  return { snapshot, path: `/news/${snapshot.slug}`, title: `Bench article ${tag}` };
};

/** Throughput of the cached pages, then publishes through its editor and scheduled articles, on one SQLite server. */
async function onSqlite() {
  const dataDir = tempDir("cache");
  const server = await startServer({ DATA_DIR: dataDir });
  const paths = await publicUrls(server.origin);
  console.log(`Render cache on ${server.origin} (SQLite): ${paths.length} public URLs`);
  console.log(`  first answer (rendered and stored): ${summary(await timeAll(server.origin, paths))}`);
  // Brotli copies are made in the background after the first answer.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  console.log(`  next answer (from the cache):       ${summary(await timeAll(server.origin, paths))}`);
  const result = await autocannon({
    url: server.origin,
    connections,
    duration,
    headers,
    requests: paths.map((pathname) => ({ method: "GET", path: pathname })),
  });
  const rate = Math.round(result.requests.average);
  const rateMet = rate >= targets.rate;
  console.log(
    `  cached pages, ${connections} connections for ${duration} s: ${rate} req/s (target ≥ ${targets.rate}${rateMet ? "" : ", MISSED"}), p99 ${result.latency.p99} ms, statuses ${JSON.stringify(result.statusCodeStats)}`,
  );
  if (!rateMet) missed.push("throughput");

  const db = open({ dataDir });
  const editor = await signedInEditor(db);
  console.log(`Publishing on the same server, ${publishes} articles each:`);
  const sameServer: { ms: number; asks: number }[] = [];
  for (let n = 0; n < publishes; n++) {
    const { snapshot, path: pagePath, title } = articleFor();
    await publishThroughEditor(server.origin, editor.cookie, snapshot);
    sameServer.push(await waitForPage(server.origin, pagePath, { text: title, intervalMs: askEveryMs }));
  }
  reportDelays(
    "published through its editor, shown after the editor's answer",
    sameServer.map((each) => each.ms),
    targets.sameServerMs,
    sameServer.map((each) => each.asks),
  );

  const scheduled: number[] = [];
  for (let n = 0; n < publishes; n++) {
    const { snapshot, path: pagePath, title } = articleFor();
    const publishAt = new Date(Date.now() + 2_000).toISOString();
    const saved = await saveItem(db, { kind: "news", snapshot, action: "schedule", publishAt }, contentWriter(editor.account));
    if (saved.outcome !== "saved") throw new Error(`The store did not schedule the article: ${saved.outcome}`);
    // Nothing else tells the server: a visitor asks for the page until it is there.
    await waitForPage(server.origin, pagePath, { text: title, intervalMs: askEveryMs, timeoutMs: 2_000 + targets.scheduledMs + 10_000 });
    const delay = Date.now() - Date.parse(publishAt);
    if (delay < 0) throw new Error(`A scheduled article showed ${-delay} ms before its time`);
    scheduled.push(delay);
  }
  reportDelays("scheduled 2 s ahead, nobody signed in, shown after its time", scheduled, targets.scheduledMs);
}

/** Two servers on one PostgreSQL: publishes through the first one's editor, shown by each. */
async function onTwoServers() {
  const postgres = await startThrowawayPostgres();
  cleanups.push(() => postgres.stop());
  // Both sign the same way, as two servers of one site do (docs/deploy.md).
  const APP_SECRET = randomBytes(32).toString("hex");
  const first = await startServer({ DATABASE_URL: postgres.url, DATA_DIR: tempDir("cache-a"), APP_SECRET });
  const second = await startServer({ DATABASE_URL: postgres.url, DATA_DIR: tempDir("cache-b"), APP_SECRET });
  const editor = await signedInEditor(open({ databaseUrl: postgres.url, dataDir: tmpdir() }));
  console.log(`Publishing on ${first.origin}, shown on ${second.origin} (one PostgreSQL), ${publishes} articles:`);
  const onFirst: { ms: number; asks: number }[] = [];
  const onSecond: number[] = [];
  for (let n = 0; n < publishes; n++) {
    const { snapshot, path: pagePath, title } = articleFor();
    await publishThroughEditor(first.origin, editor.cookie, snapshot);
    const [here, there] = await Promise.all(
      [first, second].map((server) =>
        waitForPage(server.origin, pagePath, { text: title, intervalMs: askEveryMs, timeoutMs: targets.secondServerMs + 10_000 }),
      ),
    );
    if (!here || !there) throw new Error("A server did not answer");
    onFirst.push(here);
    onSecond.push(there.ms);
  }
  reportDelays(
    "on the server whose editor published it",
    onFirst.map((each) => each.ms),
    targets.sameServerMs,
    onFirst.map((each) => each.asks),
  );
  reportDelays("on the second server", onSecond, targets.secondServerMs);
}

try {
  await onSqlite();
  await onTwoServers();
  console.log(missed.length ? `Targets missed: ${missed.join("; ")}.` : "Targets met.");
  if (missed.length) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
