/**
 * `npm run backup -- FILE`: a consistent copy of the site's database while the site keeps taking
 * submissions, with the server's configuration (DATA_DIR or DATABASE_URL). Decision 16.
 *
 * - SQLite: `VACUUM INTO` on a connection of its own, which reads one snapshot while the server goes on
 *   writing to the write-ahead log (node:sqlite's page-by-page backup restarts whenever a write lands,
 *   and under steady submissions never finished). The copy is a single file, without a -wal.
 * - PostgreSQL: `pg_dump --format=custom`, one snapshot of the whole database.
 *
 * The signing secret is in the database (settings), so the backup holds it: an older install's
 * DATA_DIR/secret.key is adopted into the database first. With APP_SECRET set, the secret is not in the
 * database and the script says so. The file is written next to FILE first and renamed when complete and
 * checked, and is readable by its owner only (it holds children's details). Restore with `npm run restore -- FILE`.
 */
import { execFile } from "node:child_process";
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { readEnv } from "#app/config/env.server.ts";
import { loadSecret, readOldKey } from "#app/config/secret.server.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { postgresConnection, postgresProgram } from "./postgres-programs.ts";

const run = promisify(execFile);

const file = process.argv.slice(2).find((arg) => arg !== "--");
if (!file) {
  console.error("Usage: npm run backup -- FILE");
  process.exit(2);
}
const target = path.resolve(file);
const partial = `${target}.partial`;
const env = readEnv();
const started = Date.now();
const sqliteFile = path.join(env.DATA_DIR, "tesfa.sqlite");
// Opening a SQLite file that is not there would make an empty one, and back that up.
if (!env.DATABASE_URL && !existsSync(sqliteFile)) {
  console.error(`Backup failed: there is no database at ${sqliteFile} (is DATA_DIR the server's?)`);
  process.exit(1);
}

const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  if (!env.APP_SECRET) await loadSecret(db, undefined, env.DATA_DIR);
  rmSync(partial, { force: true });
  // Created empty first, so the copy is never readable by others, not even while it is written.
  writeFileSync(partial, "", { mode: 0o600 });
  if (env.DATABASE_URL) {
    const { dbname, env: withPassword } = postgresConnection(env.DATABASE_URL);
    await run(postgresProgram("pg_dump"), ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`], { env: withPassword });
    // pg_restore reads the whole table of contents: a truncated or damaged dump fails here.
    await run(postgresProgram("pg_restore"), ["--list", partial], { maxBuffer: 64 * 1024 * 1024 });
  } else {
    const source = new DatabaseSync(sqliteFile, { timeout: 10_000 });
    try {
      source.prepare("VACUUM INTO ?").run(partial);
    } finally {
      source.close();
    }
    const copy = new DatabaseSync(partial, { readOnly: true });
    try {
      const check = copy.prepare("PRAGMA integrity_check").all();
      if (check.length !== 1 || check[0]?.integrity_check !== "ok") throw new Error(`the copy failed its integrity check: ${JSON.stringify(check)}`);
    } finally {
      copy.close();
    }
  }
  renameSync(partial, target);
} catch (error) {
  rmSync(partial, { force: true });
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  await db.close();
  process.exit(1);
}
await db.close();

const megabytes = (statSync(target).size / 1_048_576).toFixed(1);
console.log(
  `Backed up the ${db.dialect === "postgres" ? "PostgreSQL" : "SQLite"} database to ${target}: ${megabytes} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (env.APP_SECRET) console.log("APP_SECRET is set, so the signing secret is not in the database: keep it with this backup, or unsubscribe links break.");
else if (readOldKey(env.DATA_DIR)) console.log(`${path.join(env.DATA_DIR, "secret.key")} is in the backup too (the database holds it since this version).`);
