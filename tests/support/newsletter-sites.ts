import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { type Database, openDatabase } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { createPostgresDatabase, dropCreatedDatabases } from "./database.ts";
import { type Backend, type RunningServer, startServer } from "./server.ts";
import { startSmtpSink } from "./smtp-sink.ts";

/**
 * A site of a test's own, for tests that need a database no other test writes to: newsletters, which go to every
 * subscriber of a database (the shared servers' belong to other tests), or a site with no event to come.
 */
export interface NewsletterSite {
  db: Database;
  /** Where its SMTP sink writes what it receives. */
  mailDir: string;
  /** Starts (again) a production server on it, sending through the sink, with `env` added. */
  start(env?: Record<string, string>): Promise<RunningServer>;
}

/** Fresh sites (a migrated database, an SMTP sink, servers), all stopped and removed after the test file. */
export function useNewsletterSites(name: string) {
  const runId = randomBytes(4).toString("hex");
  let count = 0;
  const servers: RunningServer[] = [];
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
    await dropCreatedDatabases();
  });
  return async function newSite(backend: Backend): Promise<NewsletterSite> {
    const dataDir = mkdtempSync(path.join(tmpdir(), `tesfa-${name}-${backend}-`));
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const mailDir = path.join(dataDir, "mail");
    const sink = await startSmtpSink(mailDir);
    cleanUps.push(() => sink.stop());
    const databaseUrl = backend === "postgres" ? await createPostgresDatabase(`${name.replace(/\W/g, "_")}_${runId}_${++count}`) : undefined;
    const db = openDatabase({ databaseUrl, dataDir });
    cleanUps.push(() => db.close());
    await migrate(db);
    const start = async (env: Record<string, string> = {}) => {
      const server = await startServer({
        DATA_DIR: dataDir,
        SMTP_URL: sink.url,
        APP_SECRET: "newsletter-site-secret-that-is-long-enough",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      });
      servers.push(server);
      return server;
    };
    return { db, mailDir, start };
  };
}

/** Polls `check` every 100 ms until it holds; throws after `timeoutMs`, naming what it waited for. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
