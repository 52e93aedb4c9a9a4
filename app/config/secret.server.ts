import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "#app/storage/database.server.ts";

/**
 * The secret that signs unsubscribe links (and, later, anything else the server signs). APP_SECRET when
 * set; otherwise the one kept in the database's `settings` table, so that every server sharing the
 * database, and a server on a container whose disk is new at each start, signs with the same key and links
 * in e-mails already sent keep working (decision 14). The first server to start stores one: an insert that
 * does nothing when another server got there first, then a read of whichever was stored.
 */
export async function loadSecret(db: Database, configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  // Installs from before the secret moved to the database kept it in this file: adopting it keeps their links working.
  const oldKey = readOldKey(dataDir);
  await db.transaction((tx) =>
    tx.run("INSERT INTO settings (name, value, created_at) VALUES ('app_secret', ?, ?) ON CONFLICT (name) DO NOTHING", [
      oldKey ?? randomBytes(32).toString("base64url"),
      new Date().toISOString(),
    ]),
  );
  const stored = await db.get<{ value: string }>("SELECT value FROM settings WHERE name = 'app_secret'");
  if (!stored) throw new Error("The signing secret could not be stored in the database");
  if (oldKey && oldKey !== stored.value) console.warn(`${path.join(dataDir, "secret.key")} differs from the secret in the database; the database's is used`);
  return stored.value;
}

export function readOldKey(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, "secret.key"), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}
