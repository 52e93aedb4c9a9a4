import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { DatabaseOptions } from "#app/storage/database.server.ts";

/**
 * "A server is using this database": every running server holds a shared lock, and `npm run restore` takes
 * the same lock exclusively, which it gets only when no server holds it (decision 16). The operating system
 * or PostgreSQL releases a lock when its holder ends, however it ends (kill -9, a crash, a power cut), so a
 * stale lock cannot block a restore, as a leftover pid file could.
 *
 * - SQLite: a read transaction on `DATA_DIR/server.lock`, a small SQLite file of its own (a read
 *   transaction on the database itself would keep its write-ahead log from being checkpointed).
 * - PostgreSQL: a session advisory lock, held by one connection kept open for the purpose.
 */
export interface HeldLock {
  release(): Promise<void>;
}

const advisoryKey = 727302;

export function lockFile(dataDir: string): string {
  return path.join(dataDir, "server.lock");
}

function openLockFile(dataDir: string, timeoutMs: number): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  return new DatabaseSync(lockFile(dataDir), { timeout: timeoutMs });
}

/** For the server, at start-up. Waits for a restore in progress to finish (up to a minute on SQLite). */
export async function holdServerLock(options: DatabaseOptions): Promise<HeldLock> {
  if (options.databaseUrl) return holdAdvisoryLock(options.databaseUrl);
  const db = openLockFile(options.dataDir, 60_000);
  db.exec("BEGIN");
  db.prepare("SELECT count(*) FROM sqlite_master").get();
  return {
    async release() {
      if (db.isOpen) db.close();
    },
  };
}

/** How long the server waits between two tries to take the lock again after its connection was lost. */
const relockMs = 1_000;

/**
 * The shared advisory lock, held by a connection of its own. The lock goes with the connection: when PostgreSQL
 * restarts, the connection ends, and the server takes the lock again as soon as the database answers (every
 * second), so that a restore stays refused while it runs. The log says when it was lost and when it was taken again.
 */
async function holdAdvisoryLock(databaseUrl: string): Promise<HeldLock> {
  let client: pg.Client | undefined;
  let released = false;
  let retry: NodeJS.Timeout | undefined;
  const take = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: "tesfa-server-lock" });
    next.on("error", (error) => console.error(`The server lock's PostgreSQL connection failed: ${error.message}`));
    try {
      await next.connect();
      await next.query("SELECT pg_advisory_lock_shared($1)", [advisoryKey]);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    next.once("end", () => {
      if (released) return;
      console.error("The server lock was lost with its PostgreSQL connection: taking it again once the database answers");
      retry = setTimeout(retake, relockMs);
    });
  };
  const retake = () => {
    if (released) return;
    take().then(
      () => console.info("The server lock is held again"),
      () => {
        retry = setTimeout(retake, relockMs);
      },
    );
  };
  await take();
  return {
    release: async () => {
      released = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}

/** For `npm run restore`: the lock alone, or null while a server holds it. */
export async function takeExclusiveLock(options: DatabaseOptions): Promise<HeldLock | null> {
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl, application_name: "tesfa-restore" });
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [advisoryKey]);
    if (rows[0]?.locked) return { release: () => client.end() };
    await client.end();
    return null;
  }
  const db = openLockFile(options.dataDir, 0);
  try {
    db.exec("BEGIN EXCLUSIVE");
  } catch {
    db.close();
    return null;
  }
  return {
    async release() {
      if (db.isOpen) db.close();
    },
  };
}
