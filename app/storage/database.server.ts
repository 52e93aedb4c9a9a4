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
  const queryable: Queryable = {
    all: async <T extends Row>(sql: string, params: readonly SqlValue[] = []) => prepare(sql).all(...(params as SQLInputValue[])) as T[],
    get: async <T extends Row>(sql: string, params: readonly SqlValue[] = []) => prepare(sql).get(...(params as SQLInputValue[])) as T | undefined,
    run: async (sql: string, params: readonly SqlValue[] = []) => Number(prepare(sql).run(...(params as SQLInputValue[])).changes),
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
        db.exec("COMMIT");
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

function postgresQueryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    all: async <T extends Row>(sql: string, params: readonly SqlValue[] = []) => (await client.query<T>(numbered(sql), params as SqlValue[])).rows,
    get: async <T extends Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> =>
      (await client.query<T>(numbered(sql), params as SqlValue[])).rows[0],
    run: async (sql: string, params: readonly SqlValue[] = []) => (await client.query(numbered(sql), params as SqlValue[])).rowCount ?? 0,
  };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  return {
    dialect: "postgres",
    ...postgresQueryable(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(postgresQueryable(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}
