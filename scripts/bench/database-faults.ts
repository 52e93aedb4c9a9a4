/**
 * `npm run bench:faults`: whether the server survives its PostgreSQL restarting under form load (issue 31). On the
 * production build, against a throwaway PostgreSQL, eight clients keep posting registrations (as a browser without
 * scripts does) and signing-in attempts while the database is restarted twice as an operator would
 * (`pg_ctl restart -m fast`, then a stop of three seconds). Printed, and a miss exits 1:
 *
 * - the server process never ends;
 * - every acknowledged registration (a 200) is in the database afterwards;
 * - no answer is a 500: during the outage visitors get 503 with Retry-After;
 * - the server takes forms again within 10 s of the database being back, by itself;
 * - the server holds its restore lock again (`npm run restore` refused).
 *
 *   npm run bench:faults
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#app/storage/database.server.ts";
import { takeExclusiveLock } from "#app/storage/server-lock.server.ts";
import { startThrowawayPostgres } from "../dev/throwaway-postgres.ts";
import { startBenchServer, uniqueBody } from "./bench-server.ts";

export interface FaultRun {
  /** Answers by kind of request and status ("registration 503"). */
  answers: Record<string, number>;
  acknowledged: number;
  lost: number;
  /** 503 answers without Retry-After. */
  withoutRetryAfter: number;
  /** Seconds from the database being back to the first registration stored, per restart. */
  recoverySeconds: number[];
  serverAlive: boolean;
  lockHeld: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the load and the restarts; `restarts` are the pauses of each (0: `pg_ctl restart`). */
export async function databaseFaults({ restarts = [0, 3_000], clients = 8, settleMs = 3_000 } = {}): Promise<FaultRun> {
  const postgres = await startThrowawayPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-faults-"));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: postgres.url, LOG_LEVEL: "warn" });
  const answers: Record<string, number> = {};
  const acknowledged: string[] = [];
  let withoutRetryAfter = 0;
  let lastStored = 0;
  let running = true;
  const count = (kind: string, response: Response) => {
    const key = `${kind} ${response.status}`;
    answers[key] = (answers[key] ?? 0) + 1;
    if (response.status === 503 && !response.headers.get("Retry-After")) withoutRetryAfter++;
  };
  const client = async (index: number) => {
    while (running) {
      try {
        if (index % 4 === 3) {
          const body = new URLSearchParams({ email: `nobody-${index}@example.org`, password: "not the password" });
          count("sign-in", await fetch(`${server.origin}/admin/sign-in`, { method: "POST", body, redirect: "manual" }));
          continue;
        }
        const body = uniqueBody();
        const response = await fetch(`${server.origin}/register`, {
          method: "POST",
          body,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
        await response.arrayBuffer();
        count("registration", response);
        if (response.status === 200) {
          acknowledged.push(new URLSearchParams(body).get("parentEmail") ?? "");
          lastStored = Date.now();
        }
      } catch {
        answers["connection failed"] = (answers["connection failed"] ?? 0) + 1;
        await sleep(50);
      }
    }
  };
  const load = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const recoverySeconds: number[] = [];
  try {
    await sleep(settleMs);
    for (const pauseMs of restarts) {
      await postgres.restart(pauseMs);
      const back = Date.now();
      while (lastStored < back && Date.now() - back < 30_000) await sleep(50);
      recoverySeconds.push((lastStored - back) / 1000);
      await sleep(settleMs);
    }
  } finally {
    running = false;
    await load;
  }
  const serverAlive = server.failure() === undefined;
  // `npm run restore` takes the lock only while no server holds it: it must be refused.
  const restoreLock = await takeExclusiveLock({ databaseUrl: postgres.url, dataDir });
  await restoreLock?.release();
  const db = openDatabase({ databaseUrl: postgres.url, dataDir });
  let lost = 0;
  for (const email of acknowledged) if (!(await db.get("SELECT id FROM submissions WHERE email = ?", [email]))) lost++;
  await db.close();
  await server.stop();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return { answers, acknowledged: acknowledged.length, lost, withoutRetryAfter, recoverySeconds, serverAlive, lockHeld: restoreLock === null };
}

if (import.meta.main) {
  const started = Date.now();
  const run = await databaseFaults();
  const fiveHundreds = Object.entries(run.answers)
    .filter(([key]) => / 5\d\d$/.test(key) && !key.endsWith(" 503"))
    .reduce((sum, [, n]) => sum + n, 0);
  const checks: [string, boolean][] = [
    [`server process alive after ${run.recoverySeconds.length} restarts`, run.serverAlive],
    [`acknowledged registrations lost: ${run.lost} of ${run.acknowledged} (target 0)`, run.lost === 0 && run.acknowledged > 0],
    [`answers 5xx other than 503: ${fiveHundreds} (target 0)`, fiveHundreds === 0],
    [`503 answers without Retry-After: ${run.withoutRetryAfter} (target 0)`, run.withoutRetryAfter === 0],
    [
      `forms taken again ${run.recoverySeconds.map((s) => `${s.toFixed(1)} s`).join(", ")} after the database was back (target ≤ 10 s)`,
      run.recoverySeconds.every((s) => s >= 0 && s <= 10),
    ],
    [`restore lock held again by the server (npm run restore refused)`, run.lockHeld],
  ];
  console.log("PostgreSQL restarted under form load (pg_ctl restart -m fast, then a 3 s stop):");
  console.log(`  answers: ${JSON.stringify(run.answers)}`);
  for (const [line, met] of checks) console.log(`  ${met ? "✓" : "✗"} ${line}`);
  console.log(`${checks.every(([, met]) => met) ? "Targets met." : "Targets missed."} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  process.exitCode = checks.every(([, met]) => met) ? 0 : 1;
}
