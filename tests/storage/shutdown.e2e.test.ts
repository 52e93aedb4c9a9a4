import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { openSqlite } from "#app/storage/database.server.ts";
import { validRegistration } from "../support/forms.ts";
import { startServer } from "../support/server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function registration(n: number): string {
  const submissionId = `shutdown-${n}-${Date.now()}`;
  return new URLSearchParams([...validRegistration(submissionId, { parentEmail: `shutdown-${n}@example.org` }), ["submissionId", submissionId]]).toString();
}

/** Starts a POST and sends the first half of its body; `finish()` sends the rest and resolves to the status. */
function halfSentRegistration(baseURL: string, n: number): { finish: () => Promise<number> } {
  const body = registration(n);
  let sendRest = () => {};
  const answer = new Promise<number>((resolve, reject) => {
    const req = request(
      `${baseURL}/register.data`,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 40));
    sendRest = () => req.end(body.slice(40));
  });
  return {
    finish: () => {
      sendRest();
      return answer;
    },
  };
}

test("SIGTERM lets the requests in flight finish, then closes the database and exits cleanly", async () => {
  const server = await startServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "1000", FORM_RATE_DAILY_LIMIT: "1000" });
  const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
  // Twenty submissions under way: the server has their headers and half of each body.
  const inFlight = Array.from({ length: 20 }, (_, n) => halfSentRegistration(server.baseURL, n));
  await new Promise((resolve) => setTimeout(resolve, 300));
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
