/**
 * Backups taken while the site takes submissions can be restored, and hold every submission acknowledged
 * before the backup started (decision 16).
 *
 * For each database, a server of the test's own takes registrations from 8 concurrent loops; `npm run
 * backup` runs in the middle of that load. Restoring is refused while the server runs. The server is then
 * killed (on SQLite this leaves a -wal and -shm beside the database), and the backup is restored into a
 * fresh location, and on SQLite also in place over the leftover -wal. Each restored database passes its
 * integrity check, holds every registration acknowledged before the backup started with its e-mails, and
 * the signing secret; a server started on it takes a new registration.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { type Database, openDatabase } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { startThrowawayPostgres } from "../../scripts/dev/throwaway-postgres.ts";
import { createPostgresDatabase, dropCreatedDatabases } from "../support/database.ts";
import { postRegistration } from "../support/forms.ts";
import { type Backend, type RunningServer, startServer } from "../support/server.ts";

const runId = randomBytes(4).toString("hex");
const servers: RunningServer[] = [];
const dirs: string[] = [];
const databases: Database[] = [];

afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
  await Promise.all(databases.map((db) => db.close()));
  await dropCreatedDatabases();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `tesfa-${name}-`));
  dirs.push(dir);
  return dir;
}

/** Runs one of the ops scripts as an operator would, with the server's configuration. */
function runScript(script: "backup" | "restore", file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _url, APP_SECRET: _secret, ...inherited } = process.env;
    const child = spawn(process.execPath, [`scripts/ops/${script}.ts`, file], { env: { ...inherited, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

interface Acknowledged {
  reference: string;
  email: string;
  at: number;
}

function openAt(env: Record<string, string>): Database {
  const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? "" });
  databases.push(db);
  return db;
}

async function expectHolds(db: Database, backend: Backend, acknowledged: Acknowledged[], secret: string | undefined) {
  if (backend === "sqlite") {
    expect(await db.all("PRAGMA integrity_check")).toEqual([{ integrity_check: "ok" }]);
    expect(await db.all("PRAGMA foreign_key_check")).toEqual([]);
  }
  const rows = await db.all<{ reference: string; email: string; emails: number }>(
    `SELECT s.reference, s.email, (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id) AS emails FROM submissions s WHERE s.email LIKE ?`,
    [`backup-${runId}-${backend}-%`],
  );
  const stored = new Map(rows.map((row) => [row.reference, row]));
  const missing = acknowledged.filter((ack) => stored.get(ack.reference)?.email !== ack.email || Number(stored.get(ack.reference)?.emails) !== 2);
  expect(missing, "acknowledged before the backup, but not restored with its two e-mails").toEqual([]);
  expect((await db.get<{ value: string }>("SELECT value FROM settings WHERE name = 'app_secret'"))?.value).toBe(secret);
  return rows.map((row) => row.reference);
}

describe("a backup taken under write load restores every submission acknowledged before it", () => {
  for (const backend of ["sqlite", "postgres"] as const) {
    test(backend, { timeout: 180_000 }, async () => {
      const dataDir = tempDir(`backup-${backend}`);
      const databaseUrl = backend === "postgres" ? await createPostgresDatabase(`backup_${runId}`) : undefined;
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        FORM_RATE_LIMIT: "1000000",
        FORM_RATE_DAILY_LIMIT: "1000000",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const server = await startServer(env);
      servers.push(server);

      const acknowledged: Acknowledged[] = [];
      const refused: string[] = [];
      let stop = false;
      const loop = async (index: number) => {
        for (let i = 0; !stop; i++) {
          const email = `backup-${runId}-${backend}-${index}-${i}@example.org`;
          const { reference, answer } = await postRegistration(server.baseURL, email);
          if (reference) acknowledged.push({ reference, email, at: Date.now() });
          else refused.push(answer);
        }
      };
      const load = Promise.all(Array.from({ length: 8 }, (_, index) => loop(index)));
      await new Promise((resolve) => setTimeout(resolve, 1500));

      const backupFile = path.join(tempDir(`backup-file-${backend}`), "site.backup");
      const backupStarted = Date.now();
      const backup = await runScript("backup", backupFile, env);
      const backupFinished = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const duringBackup = acknowledged.filter((ack) => ack.at > backupStarted && ack.at < backupFinished).length;

      // Restoring is refused while the server runs, and changes nothing.
      const refusedRestore = await runScript("restore", backupFile, env);
      stop = true;
      await load;
      expect(backup.code, backup.output).toBe(0);
      expect(statSync(backupFile).mode & 0o077, "the backup is readable by its owner only").toBe(0);
      expect(refusedRestore.code, refusedRestore.output).toBe(1);
      expect(refusedRestore.output).toMatch(/Restore refused: a server is using/);
      expect(refused).toEqual([]);
      const before = acknowledged.filter((ack) => ack.at < backupStarted);
      expect(before.length).toBeGreaterThan(0);
      // The site went on taking submissions while the backup ran.
      expect(acknowledged.filter((ack) => ack.at > backupStarted).length).toBeGreaterThan(0);

      // Read while the server runs: closing the last connection to a SQLite database would tidy its -wal away.
      const original = openDatabase({ databaseUrl, dataDir });
      const secret = (await original.get<{ value: string }>("SELECT value FROM settings WHERE name = 'app_secret'"))?.value;
      await original.close();
      expect(secret).toBeDefined();

      // Killed, as a crash would stop it: on SQLite its -wal and -shm stay behind.
      process.kill(server.process.pid!, "SIGKILL");
      await new Promise((resolve) => server.process.once("exit", resolve));
      if (backend === "sqlite") expect(existsSync(path.join(dataDir, "tesfa.sqlite-wal"))).toBe(true);

      const freshEnv: Record<string, string> = { ...env, DATA_DIR: tempDir(`restored-${backend}`) };
      if (backend === "postgres") freshEnv.DATABASE_URL = await createPostgresDatabase(`restored_${runId}`);
      const restore = await runScript("restore", backupFile, freshEnv);
      expect(restore.code, restore.output).toBe(0);
      const restored = await expectHolds(openAt(freshEnv), backend, before, secret);

      if (backend === "sqlite") {
        expect(existsSync(path.join(dataDir, "tesfa.sqlite-wal"))).toBe(true);
        const inPlace = await runScript("restore", backupFile, env);
        expect(inPlace.code, inPlace.output).toBe(0);
        // The leftover -wal and -shm were moved aside with the database they belong to, not replayed into the backup.
        const aside = readdirSync(dataDir).find((name) => name.startsWith("before-restore-"));
        expect(aside && readdirSync(path.join(dataDir, aside)).sort()).toEqual(["tesfa.sqlite", "tesfa.sqlite-shm", "tesfa.sqlite-wal"]);
        expect((await expectHolds(openAt(env), backend, before, secret)).sort()).toEqual([...restored].sort());
      }

      // A server started on the restored database takes registrations again, numbered after the restored ones.
      const restarted = await startServer(freshEnv);
      servers.push(restarted);
      const after = await postRegistration(restarted.baseURL, `backup-${runId}-${backend}-after@example.org`);
      expect(after.reference, after.answer).toBeDefined();
      expect(restored).not.toContain(after.reference);
      await restarted.stop();

      console.log(
        `backup ${backend}: ${before.length} acknowledged before the backup, ${duringBackup} during its ${((backupFinished - backupStarted) / 1000).toFixed(1)} s, ` +
          `${acknowledged.length} in all; ${restored.length} restored. ${backup.output.trim()}`,
      );
    });
  }
});

/** The arguments and environment of a running process whose command line includes `marker`, once there is one. */
async function runningProcessWith(marker: string): Promise<{ argv: string[]; environment: string[] }> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        if (argv.includes(marker)) return { argv, environment: readFileSync(`/proc/${pid}/environ`, "utf8").split("\0") };
      } catch {
        // gone meanwhile
      }
    }
  }
  throw new Error(`No process with ${marker} in its command line`);
}

test("a PostgreSQL password reaches pg_dump and pg_restore in their environment, never their command line nor a message", { timeout: 120_000 }, async () => {
  const password = `pw-${randomBytes(12).toString("hex")}`;
  // A cluster of the test's own that asks every connection for the password.
  const cluster = await startThrowawayPostgres({ password });
  try {
    expect(cluster.url).toContain(`:${password}@`);
    const env = { DATA_DIR: tempDir("backup-password"), DATABASE_URL: cluster.url };
    const db = openDatabase({ databaseUrl: cluster.url, dataDir: env.DATA_DIR });
    await migrate(db);
    // A transaction holding a table makes pg_dump wait for it, long enough to read its command line.
    const holder = new pg.Client({ connectionString: cluster.url });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE submissions IN ACCESS EXCLUSIVE MODE");
    const backupFile = path.join(tempDir("backup-password-file"), "site.backup");
    const backup = runScript("backup", backupFile, env);
    const pgDump = await runningProcessWith(`--file=${backupFile}.partial`);
    await holder.query("COMMIT");
    await holder.end();
    expect(pgDump.argv[0]).toMatch(/pg_dump$/);
    expect(pgDump.argv.join(" ")).not.toContain(password);
    expect(pgDump.environment).toContain(`PGPASSWORD=${password}`);
    const backedUp = await backup;
    expect(backedUp.code, backedUp.output).toBe(0);

    // Restored into a database of the same cluster: pg_restore got the password too.
    await db.run("CREATE DATABASE restored");
    const restored = await runScript("restore", backupFile, { ...env, DATABASE_URL: cluster.url.replace(/\/tesfa$/, "/restored") });
    expect(restored.code, restored.output).toBe(0);

    // Failures name the command and the database, never the password.
    const wrongPassword = `wrong-${randomBytes(12).toString("hex")}`;
    const refused = await runScript("backup", backupFile, {
      ...env,
      DATABASE_URL: cluster.url.replace(password, wrongPassword),
      APP_SECRET: "a secret long enough for the schema, so pg_dump is the first to connect",
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Backup failed: .*pg_dump.*--dbname=postgres:\/\/tesfa@127\.0\.0\.1/);
    expect(refused.output).toMatch(/password authentication failed/);
    expect(refused.output).not.toContain(wrongPassword);
    const truncated = `${backupFile}.truncated`;
    writeFileSync(truncated, readFileSync(backupFile).subarray(0, 200));
    const failedRestore = await runScript("restore", truncated, env);
    expect(failedRestore.code).toBe(1);
    expect(failedRestore.output).toMatch(/Restore refused: .*pg_restore/);
    expect(failedRestore.output).not.toContain(password);
    await db.close();
  } finally {
    await cluster.stop();
  }
});
