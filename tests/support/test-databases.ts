import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, type DatabaseOptions, openDatabase } from "#app/storage/database.server.ts";
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

  /** Where a fresh database is: a SQLite file's folder, or a PostgreSQL URL. */
  async function fresh(backend: TestBackend): Promise<DatabaseOptions> {
    if (backend === "sqlite") {
      const dir = mkdtempSync(path.join(tmpdir(), "tesfa-test-"));
      tempDirs.push(dir);
      return { dataDir: dir };
    }
    if (!cluster) throw new Error("PostgreSQL did not start");
    const name = `test_${process.pid}_${++count}`;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    return { databaseUrl: url.href, dataDir: mkdtempSync(path.join(tmpdir(), "tesfa-test-")) };
  }

  async function connect(options: DatabaseOptions): Promise<Database> {
    const db = openDatabase(options);
    await migrate(db);
    opened.push(db);
    return db;
  }

  async function open(backend: TestBackend): Promise<Database> {
    return connect(await fresh(backend));
  }

  /** Two connections to one fresh database, as two servers sharing it have. */
  async function openTwice(backend: TestBackend): Promise<[Database, Database, DatabaseOptions]> {
    const options = await fresh(backend);
    return [await connect(options), await connect(options), options];
  }
  return { open, openTwice, url: () => cluster?.url };
}
