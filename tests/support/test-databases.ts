import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, openPostgres, openSqlite } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/dev/throwaway-postgres.ts";

export type TestBackend = "sqlite" | "postgres";
export const testBackends: TestBackend[] = ["sqlite", "postgres"];

/**
 * Fresh, migrated databases for a test file: a new SQLite file, or a new database in a throwaway
 * PostgreSQL cluster started for the file and stopped after it.
 */
export function useTestDatabases() {
  let cluster: ThrowawayPostgres | undefined;
  const tempDirs: string[] = [];
  const opened: Database[] = [];
  let count = 0;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await cluster?.stop();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  async function open(backend: TestBackend): Promise<Database> {
    let db: Database;
    if (backend === "sqlite") {
      const dir = mkdtempSync(path.join(tmpdir(), "tesfa-test-"));
      tempDirs.push(dir);
      db = openSqlite(path.join(dir, "test.sqlite"));
    } else {
      if (!cluster) throw new Error("PostgreSQL did not start");
      const name = `test_${process.pid}_${++count}`;
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(cluster.url);
      url.pathname = `/${name}`;
      db = openPostgres(url.href);
    }
    await migrate(db);
    opened.push(db);
    return db;
  }
  return { open, url: () => cluster?.url };
}
