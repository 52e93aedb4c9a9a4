import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { openSqlite } from "#app/storage/database.server.ts";
import { validRegistration } from "../support/forms.ts";
import { startServer } from "../support/server.ts";

const dataDirs: string[] = [];
afterAll(() => {
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

function registration(n: number): string {
  const submissionId = `shutdown-${n}-${Date.now()}`;
  return new URLSearchParams([...validRegistration(submissionId, { parentEmail: `shutdown-${n}@example.org` }), ["submissionId", submissionId]]).toString();
}

/**
 * Starts a POST and sends the first part of its body once the server has its headers (`received`: the
 * server's "100 Continue" says so; a connection still waiting in the kernel's queue to be accepted would be
 * reset when the server stops listening, and that is not what this test is about); `finish()` sends the
 * rest and resolves to the status.
 */
function halfSentRegistration(baseURL: string, n: number): { received: Promise<void>; finish: () => Promise<number> } {
  const body = registration(n);
  let sendRest = () => {};
  let received = () => {};
  const headersReceived = new Promise<void>((resolve) => {
    received = resolve;
  });
  const answer = new Promise<number>((resolve, reject) => {
    const req = request(
      `${baseURL}/register.data`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), expect: "100-continue" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.on("continue", () => {
      req.write(body.slice(0, 40));
      received();
    });
    req.flushHeaders();
    sendRest = () => req.end(body.slice(40));
  });
  return {
    received: headersReceived,
    finish: () => {
      sendRest();
      return answer;
    },
  };
}

test("SIGTERM lets the requests in flight finish, then closes the database and exits cleanly", async () => {
  // A directory of its own for each attempt, so a retry counts only its own submissions.
  const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-shutdown-"));
  dataDirs.push(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "1000", FORM_RATE_DAILY_LIMIT: "1000" });
  const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
  // Twenty submissions under way: the server has their headers and half of each body.
  const inFlight = Array.from({ length: 20 }, (_, n) => halfSentRegistration(server.baseURL, n));
  await Promise.all(inFlight.map((submission) => submission.received));
  await new Promise((resolve) => setTimeout(resolve, 100));
  server.process.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  // A new visitor is no longer served…
  await expect(fetch(`${server.baseURL}/healthz`)).rejects.toThrow();
  // …but every submission under way is finished, stored and answered.
  const statuses = await Promise.all(inFlight.map((submission) => submission.finish()));
  expect(statuses).toEqual(statuses.map(() => 200));
  expect(await exited).toBe(0);
  const db = openSqlite(path.join(dataDir, "tesfa.sqlite"));
  expect(await db.get("SELECT COUNT(*) AS n FROM submissions")).toEqual({ n: 20 });
  expect(await db.get("PRAGMA integrity_check")).toEqual({ integrity_check: "ok" });
  await db.close();
});
