import { inject } from "vitest";
import { type Database, openDatabase } from "#app/storage/database.server.ts";
import type { Backend } from "./server.ts";

const open = new Map<Backend, Database>();

/** The database a test server writes to, opened by the test to check what was stored. */
export function serverDatabase(backend: Backend): Database {
  let db = open.get(backend);
  if (!db) {
    const server = inject("servers")[backend];
    db = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
    open.set(backend, db);
  }
  return db;
}

export async function closeServerDatabases(): Promise<void> {
  await Promise.all([...open.values()].map((db) => db.close()));
  open.clear();
}

export interface StoredRow extends Record<string, string | number | null> {
  kind: string;
  reference: string;
  lang: string;
  name: string;
  email: string;
  payload: string;
}

export async function findSubmission(backend: Backend, reference: string): Promise<StoredRow | undefined> {
  return serverDatabase(backend).get<StoredRow>("SELECT kind, reference, lang, name, email, payload FROM submissions WHERE reference = ?", [reference]);
}

export async function countSubmissions(backend: Backend, email: string): Promise<number> {
  return Number((await serverDatabase(backend).get<{ n: number }>("SELECT COUNT(*) AS n FROM submissions WHERE email = ?", [email.toLowerCase()]))?.n);
}
