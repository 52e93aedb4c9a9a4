/**
 * `npm run bench:newsletter`: queueing a newsletter to 10,000 subscribers, on SQLite and on PostgreSQL, by the
 * production server's own newsletter sender (app/newsletters/), and the public site meanwhile.
 *
 * For each database: 10,000 confirmed subscribers are written, the server started (its sender on, pointed at
 * a closed SMTP port and at one message a minute: queueing is what is measured, not delivery), then four
 * visitors read `/` back to back for 3 s (the idle p99), then a newsletter to everyone is started and the
 * same visitors read on until the server has queued it all. Targets: queueing ≤ 5 s (from the start until
 * the newsletter's `queued_at`, polled every 20 ms, so within 20 ms and the sender's 200 ms poll), and the
 * visitors' p99 during queueing within 2× of idle. Exits 1 on a miss.
 *
 *   npm run build && npm run bench:newsletter
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createNewsletter, startNewsletter } from "#app/newsletters/newsletters.server.ts";
import { type Database, openDatabase } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { startThrowawayPostgres } from "../dev/throwaway-postgres.ts";
import { startBenchServer } from "./bench-server.ts";
import { seedSubscribers } from "./subscribers.ts";

const subscribers = 10_000;
const targets = { queueMs: 5_000, p99Ratio: 2 };
const headers = { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 bench" };

const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
};

/** Four visitors reading `/` back to back until `until` resolves: each answer's time in ms. */
async function visitors(origin: string, until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.then(() => (done = true));
  const visitor = async () => {
    while (!done) {
      const started = performance.now();
      const answer = await fetch(`${origin}/`, { headers });
      await answer.arrayBuffer();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 4 }, visitor));
  return times;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function queuedAt(db: Database, id: number): Promise<boolean> {
  return Boolean((await db.get<{ queued_at: string | null }>("SELECT queued_at FROM newsletters WHERE id = ?", [id]))?.queued_at);
}

async function measure(name: string, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `tesfa-bench-newsletter-${name}-`));
  const db = openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seedSubscribers(
      db,
      Array.from({ length: subscribers }, (_, i) => ({ email: `bench-${i}@example.org`, lang: i % 3 ? ("en" as const) : ("am" as const) })),
    );
    const server = await startBenchServer({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SMTP_URL: "smtp://127.0.0.1:9",
      NEWSLETTER_SENDS_PER_MINUTE: "1",
      OUTBOX_POLL_SECONDS: "0.2",
      LOG_LEVEL: "warn",
    });
    try {
      await visitors(server.origin, sleep(1_000)); // warm-up
      const idle = await visitors(server.origin, sleep(3_000));
      const id = await createNewsletter(db, {
        subjectEn: "Bench",
        subjectAm: "ቤንች",
        bodyEn: "Ten thousand readers.",
        bodyAm: "አሥር ሺህ አንባቢዎች።",
        audience: { language: "all", interests: [] },
      });
      const started = performance.now();
      await startNewsletter(db, id);
      const queued = (async () => {
        while (!(await queuedAt(db, id))) await sleep(20);
        return performance.now() - started;
      })();
      const [queueMs, during] = await Promise.all([queued, visitors(server.origin, queued)]);
      const rows = Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE newsletter_id = ?", [id]))?.n);
      const ratio = p99(during) / p99(idle);
      const ok = queueMs <= targets.queueMs && ratio <= targets.p99Ratio && rows === subscribers;
      console.log(
        `${name}: queued ${rows} of ${subscribers} in ${(queueMs / 1000).toFixed(2)} s (target ≤ ${targets.queueMs / 1000} s); ` +
          `public page p99 ${p99(idle).toFixed(1)} ms idle (${idle.length} requests), ${p99(during).toFixed(1)} ms while queueing (${during.length} requests): ` +
          `${ratio.toFixed(2)}× (target ≤ ${targets.p99Ratio}×)${ok ? "" : "  MISSED"}`,
      );
      return ok;
    } finally {
      await server.stop();
    }
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgres = await startThrowawayPostgres();
const results: boolean[] = [];
try {
  results.push(await measure("sqlite", undefined), await measure("postgres", postgres.url));
} finally {
  await postgres.stop();
}
process.exit(results.every(Boolean) ? 0 : 1);
