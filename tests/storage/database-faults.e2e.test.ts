/**
 * PostgreSQL restarted under form load (`npm run bench:faults` runs the same with two restarts and prints it): the
 * server survives, loses no acknowledged registration, answers 503 with Retry-After meanwhile and never a 500, takes
 * forms again by itself and holds its restore lock again.
 */
import { expect, test } from "vitest";
import { databaseFaults } from "../../scripts/bench/database-faults.ts";

test("a PostgreSQL restart under form load: the server stays up, nothing acknowledged is lost, visitors are asked to try again", async () => {
  const run = await databaseFaults({ restarts: [0], clients: 4, settleMs: 1_500 });
  expect(run.serverAlive).toBe(true);
  expect(run.acknowledged).toBeGreaterThan(0);
  expect(run.lost).toBe(0);
  expect(Object.keys(run.answers).filter((answer) => /5\d\d$/.test(answer) && !answer.endsWith(" 503"))).toEqual([]);
  expect(run.withoutRetryAfter).toBe(0);
  expect(run.recoverySeconds[0]).toBeGreaterThanOrEqual(0);
  expect(run.recoverySeconds[0]).toBeLessThanOrEqual(10);
  expect(run.lockHeld).toBe(true);
}, 120_000);
