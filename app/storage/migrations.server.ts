import { readdirSync, readFileSync } from "node:fs";
import { feastOn } from "#app/i18n/ethiopian-calendar.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";
import { searchFold } from "#app/storage/search-text.ts";

/**
 * The schema, as numbered steps applied in order at start-up on both databases: the plain SQL files of
 * app/storage/migrations/, `NNNN-what-it-adds.sql`. A step, once released, is never edited: a change is a
 * new file. `{{id}}`, `{{bigint}}` and `{{blob}}` are the only words that differ between SQLite and PostgreSQL. Times
 * are ISO 8601 UTC text, which sorts and compares the same in both. A step that fills in values SQL cannot
 * compute the same way on both databases has code of its own (`stepCode`), run right after its SQL.
 */
const folder = new URL("./migrations/", import.meta.url);

export const migrations: readonly { version: number; name: string; sql: string }[] = readdirSync(folder)
  .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
  .sort()
  .map((file) => ({ version: Number(file.slice(0, 4)), name: file.slice(5, -4), sql: readFileSync(new URL(file, folder), "utf8") }));

const dialectWords = {
  sqlite: { id: "INTEGER PRIMARY KEY AUTOINCREMENT", bigint: "INTEGER", blob: "BLOB" },
  postgres: { id: "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY", bigint: "BIGINT", blob: "BYTEA" },
} as const;

/** What some steps do after their SQL, in the same transaction, by version. */
const stepCode: Readonly<Record<number, (tx: Queryable) => Promise<void>>> = {
  12: async (tx) => {
    for (const row of await tx.all<{ id: number; name: string }>("SELECT id, name FROM submissions"))
      await tx.run("UPDATE submissions SET search_name = ? WHERE id = ?", [searchFold(row.name), row.id]);
  },
  24: async (tx) => {
    for (const row of await tx.all<{ id: number; fields: string }>("SELECT id, fields FROM content_items WHERE kind = 'events'")) {
      const fields = JSON.parse(row.fields) as Record<string, unknown>;
      const date = String(fields.startDate ?? "");
      const feast = fields.series === "annual" && !fields.feast && /^\d{4}-\d{2}-\d{2}$/.test(date) ? feastOn(date) : undefined;
      if (feast) await tx.run("UPDATE content_items SET fields = ? WHERE id = ?", [JSON.stringify({ ...fields, feast, startDate: "", endDate: "" }), row.id]);
    }
  },
};

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
      const sql = migration.sql.replace(/\{\{(id|bigint|blob)\}\}/g, (_match, word: keyof typeof words) => words[word]);
      for (const statement of sql
        .split(/;\s*(?:\n|$)/)
        .map((part) => part.trim())
        .filter(Boolean))
        await tx.run(statement);
      await stepCode[migration.version]?.(tx);
      await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [migration.version, migration.name, new Date().toISOString()]);
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  });
}
