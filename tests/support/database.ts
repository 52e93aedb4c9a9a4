import pg from "pg";
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

const created: string[] = [];

/** A new, empty database on the e2e PostgreSQL cluster, for a server of the test's own; see dropCreatedDatabases. */
export async function createPostgresDatabase(name: string): Promise<string> {
  const baseUrl = inject("servers").postgres.databaseUrl;
  if (!baseUrl) throw new Error("The e2e set-up provides no PostgreSQL");
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  created.push(name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropCreatedDatabases(): Promise<void> {
  if (!created.length) return;
  const admin = new pg.Client({ connectionString: inject("servers").postgres.databaseUrl });
  await admin.connect();
  try {
    for (const name of created.splice(0)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
