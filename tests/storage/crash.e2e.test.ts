/**
 * Crash safety: a submission the server has answered "received" survives the server being killed.
 *
 * For each database, a server takes a burst of concurrent registrations (16 loops posting unique ones to
 * /register.data, as the browser does with scripts) and is killed with SIGKILL 300–600 ms in, while
 * requests are in flight: no shutdown code runs, as in a power cut of the process or an OOM kill. A new
 * server is started on the same data, and every acknowledged reference must be stored, with its sender's
 * address and its two e-mails in the outbox; references stay unique, also for a submission after the
 * restart; and the SQLite file passes `PRAGMA integrity_check`.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { type Database, openDatabase } from "#app/storage/database.server.ts";
import { createPostgresDatabase, dropCreatedDatabases } from "../support/database.ts";
import { postRegistration } from "../support/forms.ts";
import { type Backend, type RunningServer, startServer } from "../support/server.ts";

const loops = 16;
const runId = randomBytes(4).toString("hex");

const servers: RunningServer[] = [];
const dirs: string[] = [];
const databases: Database[] = [];

afterAll(async () => {
  for (const server of servers) {
    if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
  }
  await Promise.all(databases.map((db) => db.close()));
  await dropCreatedDatabases();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Acknowledged {
  reference: string;
  email: string;
}

function errorCode(error: unknown): string {
  const { name, message, cause } = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  return cause?.code ?? cause?.message ?? `${name}: ${message}`;
}

/** The burst: `loops` concurrent loops posting unique registrations until the server is killed. */
async function burstThenKill(server: RunningServer, killAfterMs: number, backend: Backend) {
  const acknowledged: Acknowledged[] = [];
  const unexpectedAnswers: string[] = [];
  const connectionErrors: string[] = [];
  let killed = false;
  let inFlight = 0;
  let sent = 0;
  let firstAcknowledged: () => void = () => {};
  const anyAcknowledged = new Promise<void>((resolve) => (firstAcknowledged = resolve));

  const loop = async (loopIndex: number) => {
    for (let i = 0; !killed; i++) {
      const email = `crash-${runId}-${backend}-${loopIndex}-${i}@example.org`;
      inFlight++;
      sent++;
      try {
        const { reference, answer } = await postRegistration(server.baseURL, email);
        if (reference) {
          acknowledged.push({ reference, email });
          firstAcknowledged();
        } else {
          unexpectedAnswers.push(answer);
        }
      } catch (error) {
        connectionErrors.push(errorCode(error));
      } finally {
        inFlight--;
      }
    }
  };

  const exited = new Promise<NodeJS.Signals | null>((resolve) => server.process.once("exit", (_code, signal) => resolve(signal)));
  const burstStarted = Date.now();
  const burst = Promise.all(Array.from({ length: loops }, (_, index) => loop(index)));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  // On a busy machine a cold server may take longer for its first answer: wait for one (the test needs it).
  await Promise.race([anyAcknowledged, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  const acknowledgedBeforeKill = acknowledged.length;
  const inFlightAtKill = inFlight;
  const killedAfterMs = Date.now() - burstStarted;
  process.kill(server.process.pid!, "SIGKILL");
  killed = true; // no loop starts a request after this; every one still running was sent before the kill
  await burst;
  const signal = await exited;
  return { acknowledged, acknowledgedBeforeKill, unexpectedAnswers, connectionErrors, inFlightAtKill, killedAfterMs, sent, signal };
}

describe("a server killed mid-burst loses no acknowledged submission", () => {
  for (const backend of ["sqlite", "postgres"] as const) {
    test(backend, { timeout: 120_000 }, async () => {
      const started = Date.now();
      const dataDir = mkdtempSync(path.join(tmpdir(), `tesfa-crash-${backend}-`));
      dirs.push(dataDir);
      const databaseUrl = backend === "postgres" ? await createPostgresDatabase(`crash_${runId}`) : undefined;
      const env = { DATA_DIR: dataDir, FORM_RATE_LIMIT: "1000000", FORM_RATE_DAILY_LIMIT: "1000000", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

      const first = await startServer(env);
      servers.push(first);
      const burst = await burstThenKill(first, 300 + Math.floor(Math.random() * 300), backend);

      // The kill happened, mid-burst: requests were answered before it, and requests in flight failed.
      expect(burst.signal).toBe("SIGKILL");
      expect(burst.acknowledgedBeforeKill).toBeGreaterThan(0);
      expect(burst.inFlightAtKill).toBeGreaterThan(0);
      expect(burst.connectionErrors.length).toBeGreaterThan(0);
      // Every answer that came back was an acknowledgement: no 4xx or 5xx under the burst.
      expect(burst.unexpectedAnswers).toEqual([]);
      const references = burst.acknowledged.map((ack) => ack.reference);
      expect(new Set(references).size).toBe(references.length);

      const second = await startServer(env);
      servers.push(second);
      // The restarted server takes submissions again, numbered after every stored one.
      const after = await postRegistration(second.baseURL, `crash-${runId}-${backend}-after@example.org`);
      expect(after.reference, after.answer).toBeDefined();

      const db = openDatabase({ databaseUrl, dataDir });
      databases.push(db);
      const rows = await db.all<{ reference: string; email: string; emails: number }>(
        `SELECT s.reference, s.email, (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id) AS emails
         FROM submissions s WHERE s.email LIKE ?`,
        [`crash-${runId}-${backend}-%`],
      );
      const stored = new Map(rows.map((row) => [row.reference, row]));
      expect(stored.size).toBe(rows.length); // references are unique (the schema says so too)

      const lost = burst.acknowledged.filter((ack) => stored.get(ack.reference)?.email !== ack.email);
      expect(lost, "acknowledged but not stored, or stored with another sender").toEqual([]);
      expect(references).not.toContain(after.reference);
      // Every committed submission, acknowledged or not, has both of its e-mails: one transaction.
      expect(rows.filter((row) => Number(row.emails) !== 2)).toEqual([]);
      for (const { reference } of burst.acknowledged) {
        const outbox = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = ?", [
          reference,
        ]);
        expect(Number(outbox?.n), reference).toBe(2);
      }

      await second.stop();
      if (backend === "sqlite") {
        expect(await db.all("PRAGMA integrity_check")).toEqual([{ integrity_check: "ok" }]);
        expect(await db.all("PRAGMA foreign_key_check")).toEqual([]);
      }

      const committedUnanswered = rows.length - 1 - burst.acknowledged.length;
      const errorKinds = [...new Set(burst.connectionErrors)].join(", ");
      console.log(
        `crash ${backend}: ${loops} loops, SIGKILL after ${burst.killedAfterMs} ms with ${burst.inFlightAtKill} requests in flight; ` +
          `${burst.sent} sent, ${burst.acknowledged.length} acknowledged, ${burst.connectionErrors.length} connection errors (${errorKinds}); ` +
          `${rows.length - 1} stored (${committedUnanswered} committed but unanswered), ${lost.length} lost; ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    });
  }
});
