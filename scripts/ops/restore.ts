/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` back, with the server's configuration
 * (DATA_DIR or DATABASE_URL). Decision 16.
 *
 * - Refuses while any server uses the database: every server holds a shared lock (DATA_DIR/server.lock on
 *   SQLite, an advisory lock on PostgreSQL) and this takes it exclusively, for the whole restore, so no
 *   server can start halfway through either.
 * - SQLite: the backup is checked, copied next to the database, and renamed over it. The database's own
 *   files (`tesfa.sqlite`, and a `-wal`, `-shm` or `-journal` a stopped or crashed server left) are moved
 *   together into `DATA_DIR/before-restore-<time>/` first: SQLite would replay a leftover -wal into the
 *   restored file and corrupt it, and the moved files let the restore be undone.
 * - PostgreSQL: `pg_restore --clean --if-exists` in one transaction: all of it or nothing.
 */
import { execFile } from "node:child_process";
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { readEnv } from "#app/config/env.server.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { lockFile, takeExclusiveLock } from "#app/storage/server-lock.server.ts";
import { postgresConnection, postgresProgram } from "./postgres-programs.ts";

const run = promisify(execFile);

const file = process.argv.slice(2).find((arg) => arg !== "--");
if (!file || !existsSync(file)) {
  console.error(file ? `No such backup: ${file}` : "Usage: npm run restore -- FILE");
  process.exit(2);
}
const env = readEnv();
const options = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };

/** What the file is, from its first bytes: SQLite's header, or pg_dump's custom format. */
function backupKind(backup: string): "sqlite" | "postgres" | undefined {
  const header = Buffer.alloc(16);
  const fd = openSync(backup, "r");
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString("latin1") === "SQLite format 3\0") return "sqlite";
  if (header.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  return undefined;
}

function fail(message: string): never {
  console.error(`Restore refused: ${message}`);
  process.exit(1);
}

const kind = backupKind(file);
const expected = env.DATABASE_URL ? "postgres" : "sqlite";
if (kind !== expected) fail(`${file} is ${kind ? `a ${kind} backup` : "not a backup made by npm run backup"}, and this configuration uses ${expected}.`);

const lock = await takeExclusiveLock(options);
if (!lock)
  fail(
    env.DATABASE_URL
      ? "a server is using this database (it holds the server lock). Stop every server first."
      : `a server is using ${env.DATA_DIR} (it holds ${lockFile(env.DATA_DIR)}). Stop every server first.`,
  );

try {
  if (env.DATABASE_URL) {
    const { dbname, env: withPassword } = postgresConnection(env.DATABASE_URL);
    await run(
      postgresProgram("pg_restore"),
      ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`, file],
      { env: withPassword },
    );
  } else {
    const check = new DatabaseSync(file, { readOnly: true });
    const result = check.prepare("PRAGMA integrity_check").all();
    check.close();
    if (result.length !== 1 || result[0]?.integrity_check !== "ok") fail(`${file} failed its integrity check: ${JSON.stringify(result)}`);

    const database = path.join(env.DATA_DIR, "tesfa.sqlite");
    const incoming = `${database}.restoring`;
    mkdirSync(env.DATA_DIR, { recursive: true });
    copyFileSync(file, incoming);
    const fd = openSync(incoming, "r+");
    fsyncSync(fd);
    closeSync(fd);
    const existing = ["", "-wal", "-shm", "-journal"].map((suffix) => `${database}${suffix}`).filter((name) => existsSync(name));
    if (existing.length) {
      const aside = path.join(env.DATA_DIR, `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
      mkdirSync(aside, { mode: 0o700 });
      for (const name of existing) renameSync(name, path.join(aside, path.basename(name)));
      console.log(`The database it replaces (${existing.map((name) => path.basename(name)).join(", ")}) is in ${aside}; delete it once the site works.`);
    }
    renameSync(incoming, database);
  }
  // Opened as the server opens it: the restored database answers, and says what it holds.
  const db = openDatabase(options);
  const counted = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM submissions");
  const secret = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM settings WHERE name = 'app_secret'");
  await db.close();
  console.log(`Restored ${file}: ${counted?.n} submissions${Number(secret?.n) ? ", and the signing secret" : ""}. Start the server again.`);
} catch (error) {
  rmSync(path.join(env.DATA_DIR, "tesfa.sqlite.restoring"), { force: true });
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await lock.release();
}
