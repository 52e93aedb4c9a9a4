import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import pg from "pg";

/**
 * The one data layer. SQL is written once, with `?` placeholders and portable types (text timestamps in
 * ISO 8601 UTC, JSON as text), and runs on SQLite (the default, a file under data/) or PostgreSQL (when
 * DATABASE_URL is set). See docs/decisions/0006-one-data-layer-two-databases.md.
 */
/** Bytes (media files) are BLOB in SQLite and BYTEA in PostgreSQL, `{{blob}}` in a migration. */
export type SqlValue = string | number | Uint8Array | null;
export type Row = Record<string, SqlValue>;

export interface Queryable {
  /** Rows of a SELECT (or of a statement with RETURNING). */
  all<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

export interface Database extends Queryable {
  readonly dialect: "sqlite" | "postgres";
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Whether the last statement failed because the database could not be reached or written (`isOutage`), none having succeeded since. */
  isUnavailable(): boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** Folder of the SQLite file. */
  dataDir: string;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(path.join(options.dataDir, "tesfa.sqlite"));
}

/**
 * A failure of the database itself rather than of a statement: PostgreSQL restarting, shutting down or out of reach
 * (SQLSTATE classes 08 and 57, a refused or dropped connection), SQLite's disk full, locked past its timeout or
 * failing to read or write. Visitors are asked to try again in a minute (503 with Retry-After), never shown a 500.
 */
export function isOutage(error: unknown): boolean {
  const { code, errcode, message } = error as { code?: string; errcode?: number; message?: string };
  if (typeof code === "string" && /^(08|57)[0-9A-Z]{3}$/.test(code)) return true;
  if (code === "ERR_SQLITE_ERROR") return [5, 8, 10, 13, 14].includes(Number(errcode) & 0xff);
  return (
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH)$/.test(String(code)) || /^Connection terminated|connection error/i.test(String(message))
  );
}

/** Keeps whether the database is out (`isOutage`): set by a failure of that kind, cleared by any statement that succeeds. */
function outageTracker() {
  let out = false;
  return {
    isUnavailable: () => out,
    async watch<T>(work: () => T | Promise<T>): Promise<T> {
      try {
        const result = await work();
        out = false;
        return result;
      } catch (error) {
        if (isOutage(error)) out = true;
        throw error;
      }
    },
  };
}

/** A unique-constraint violation, which both backends report differently. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errcode } = error as { code?: string; errcode?: number };
  return code === "23505" || (code === "ERR_SQLITE_ERROR" && (errcode === 2067 || errcode === 1555));
}

// --- SQLite ---------------------------------------------------------------------------------------------

export function openSqlite(file: string): Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5_000 });
  // WAL lets readers work while a submission is written; FULL syncs every commit to disk, so a success
  // message is never sent for a submission that a power cut could still lose.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
  const statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const outage = outageTracker();
  const queryable: Queryable = {
    all: <T extends Row>(sql: string, params: readonly SqlValue[] = []) => outage.watch(() => prepare(sql).all(...(params as SQLInputValue[])) as T[]),
    get: <T extends Row>(sql: string, params: readonly SqlValue[] = []) =>
      outage.watch(() => prepare(sql).get(...(params as SQLInputValue[])) as T | undefined),
    run: (sql: string, params: readonly SqlValue[] = []) => outage.watch(() => Number(prepare(sql).run(...(params as SQLInputValue[])).changes)),
  };
  // One connection serves every request, so a transaction must not interleave with another one's
  // statements at its awaits: transactions take turns. Those asked for in the same turn of the event loop
  // are committed together (group commit), each in its own savepoint so a failure undoes only its own
  // work; every one resolves only after the single COMMIT, and so the single sync to disk, has happened.
  let waiting: { work: (tx: Queryable) => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  let draining: Promise<void> | null = null;
  async function commitWaiting() {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
      try {
        db.exec("BEGIN IMMEDIATE");
        for (const { work } of batch) {
          db.exec("SAVEPOINT one");
          try {
            outcomes.push({ ok: true, value: await work(queryable) });
            db.exec("RELEASE one");
          } catch (error) {
            db.exec("ROLLBACK TO one; RELEASE one");
            outcomes.push({ ok: false, error });
          }
        }
        await outage.watch(() => db.exec("COMMIT"));
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        for (const { reject } of batch) reject(error);
        continue;
      }
      batch.forEach(({ resolve, reject }, i) => {
        const outcome = outcomes[i];
        if (outcome?.ok) resolve(outcome.value);
        else reject(outcome?.error);
      });
    }
    draining = null;
  }
  return {
    dialect: "sqlite",
    ...queryable,
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
        // Wait for the rest of this turn of the event loop, so requests that arrived together commit together.
        draining ??= new Promise<void>((started) => setImmediate(() => started())).then(commitWaiting);
      });
    },
    exec: async (sql) => db.exec(sql),
    isUnavailable: outage.isUnavailable,
    async close() {
      await draining;
      if (db.isOpen) db.close();
    },
  };
}

// --- PostgreSQL -----------------------------------------------------------------------------------------

/** `?` placeholders to PostgreSQL's `$1, $2, …` (our SQL has no `?` inside string literals). */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

// Numeric columns (COUNT, BIGINT ids) come back as numbers, as they do from SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function postgresQueryable(client: pg.Pool | pg.PoolClient, outage: ReturnType<typeof outageTracker>): Queryable {
  const query = <T extends Row>(sql: string, params: readonly SqlValue[]) => outage.watch(() => client.query<T>(numbered(sql), params as SqlValue[]));
  return {
    all: async <T extends Row>(sql: string, params: readonly SqlValue[] = []) => (await query<T>(sql, params)).rows,
    get: async <T extends Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> => (await query<T>(sql, params)).rows[0],
    run: async (sql: string, params: readonly SqlValue[] = []) => (await query(sql, params)).rowCount ?? 0,
  };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  const outage = outageTracker();
  // An idle connection that the server drops must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  return {
    dialect: "postgres",
    ...postgresQueryable(pool, outage),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await outage.watch(() => pool.connect());
      // A connection the server ends while it is checked out (a restart) emits "error": unheard, it would end the
      // process. Its query fails too, so the transaction is refused; the broken connection is dropped, not reused.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        console.error(`PostgreSQL connection error in a transaction: ${error.message}`);
      };
      client.on("error", onError);
      try {
        await outage.watch(() => client.query("BEGIN"));
        const result = await work(postgresQueryable(client, outage));
        await outage.watch(() => client.query("COMMIT"));
        return result;
      } catch (error) {
        if (isOutage(error)) broken ??= error as Error;
        else await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.off("error", onError);
        client.release(broken);
      }
    },
    exec: async (sql) => void (await outage.watch(() => pool.query(sql))),
    isUnavailable: outage.isUnavailable,
    close: () => pool.end(),
  };
}
