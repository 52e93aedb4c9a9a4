import type { Database } from "#app/storage/database.server.ts";

/**
 * The schema, as numbered steps applied in order at start-up on both databases. A step, once released,
 * is never edited: a change is a new step. `{{id}}` and `{{bigint}}` are the only words that differ
 * between SQLite and PostgreSQL. Times are ISO 8601 UTC text, which sorts and compares the same in both.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "submissions, reference counters, subscribers, outbox",
    sql: `
      CREATE TABLE submissions (
        id {{id}},
        kind TEXT NOT NULL,
        reference TEXT NOT NULL UNIQUE,
        idempotency_key TEXT NOT NULL UNIQUE,
        lang TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'new',
        payload TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX submissions_kind_created ON submissions (kind, created_at);
      CREATE INDEX submissions_email ON submissions (email);
      CREATE TABLE reference_counters (
        prefix TEXT NOT NULL,
        year INTEGER NOT NULL,
        last INTEGER NOT NULL,
        PRIMARY KEY (prefix, year)
      );
      CREATE TABLE subscribers (
        id {{id}},
        email TEXT NOT NULL UNIQUE,
        lang TEXT NOT NULL,
        interests TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        unsubscribed_at TEXT
      );
      CREATE TABLE outbox (
        id {{id}},
        submission_id {{bigint}} REFERENCES submissions (id) ON DELETE CASCADE,
        message_id TEXT NOT NULL UNIQUE,
        recipient TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        text_body TEXT NOT NULL,
        html_body TEXT NOT NULL,
        headers TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        claimed_until TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_submission ON outbox (submission_id);
    `,
  },
  {
    version: 2,
    name: "staff accounts, sessions, notes, audit log",
    sql: `
      CREATE TABLE staff_users (
        id {{id}},
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT,
        status TEXT NOT NULL DEFAULT 'active',
        created_at TEXT NOT NULL,
        password_set_at TEXT
      );
      CREATE TABLE staff_sessions (
        id_hash TEXT PRIMARY KEY,
        user_id {{bigint}} NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      );
      CREATE INDEX staff_sessions_user ON staff_sessions (user_id);
      CREATE TABLE password_links (
        token_hash TEXT PRIMARY KEY,
        user_id {{bigint}} NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE TABLE submission_notes (
        id {{id}},
        submission_id {{bigint}} NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        author TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX submission_notes_submission ON submission_notes (submission_id);
      CREATE TABLE audit_log (
        id {{id}},
        at TEXT NOT NULL,
        actor TEXT,
        action TEXT NOT NULL,
        subject TEXT,
        detail TEXT NOT NULL
      );
      CREATE INDEX audit_log_at ON audit_log (at);
    `,
  },
];

const dialectWords = {
  sqlite: { id: "INTEGER PRIMARY KEY AUTOINCREMENT", bigint: "INTEGER" },
  postgres: { id: "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY", bigint: "BIGINT" },
} as const;

/** Applies the steps this database has not had yet, all in one transaction. Returns their versions. */
export async function migrate(db: Database): Promise<number[]> {
  await db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)");
  const words = dialectWords[db.dialect];
  return db.transaction(async (tx) => {
    // Two servers starting together against one PostgreSQL must not both apply a step.
    if (db.dialect === "postgres") await tx.get("SELECT pg_advisory_xact_lock(727301)");
    const applied = new Set((await tx.all<{ version: number }>("SELECT version FROM schema_migrations")).map((row) => Number(row.version)));
    const newlyApplied: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      const sql = migration.sql.replace(/\{\{(id|bigint)\}\}/g, (_match, word: keyof typeof words) => words[word]);
      for (const statement of sql.split(/;\s*(?:\n|$)/).map((part) => part.trim()).filter(Boolean)) await tx.run(statement);
      await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [migration.version, migration.name, new Date().toISOString()]);
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  });
}
