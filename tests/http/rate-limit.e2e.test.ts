/**
 * The form rate limit is one count for all servers sharing a database (decision 15): two server processes
 * on one PostgreSQL, with the default limits, and a script posting 300 registrations from one address to
 * both at once. Exactly FORM_RATE_LIMIT are accepted in all; every other answer is a 429 with Retry-After.
 */
import { randomBytes } from "node:crypto";
import { afterAll, expect, test } from "vitest";
import { readEnv } from "#app/config/env.server.ts";
import { createPostgresDatabase, dropCreatedDatabases } from "../support/database.ts";
import { validRegistration } from "../support/forms.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await dropCreatedDatabases();
});

test("two servers on one PostgreSQL share the count: a script posting 300 registrations gets FORM_RATE_LIMIT accepted, then 429", {
  timeout: 120_000,
}, async () => {
  const { FORM_RATE_LIMIT: limit } = readEnv({});
  const databaseUrl = await createPostgresDatabase(`rate_${randomBytes(4).toString("hex")}`);
  // Started one after the other: the first applies the migrations.
  for (let i = 0; i < 2; i++) servers.push(await startServer({ DATABASE_URL: databaseUrl }));
  const address = "2001:db8:5c1:7::1";
  let next = 0;
  const answers: { status: number; retryAfter: string | null }[] = [];
  const loop = async () => {
    while (next < 300) {
      const n = next++;
      const server = servers[n % 2]!;
      const tag = `script${n}`;
      const response = await fetch(`${server.baseURL}/register.data`, {
        method: "POST",
        // Each post from another address of the same /64, as a script on one IPv6 connection can.
        headers: { "content-type": "application/x-www-form-urlencoded", "X-Forwarded-For": address.replace(/1$/, (n + 1).toString(16)) },
        body: new URLSearchParams(validRegistration(tag)).toString(),
      });
      await response.text();
      answers.push({ status: response.status, retryAfter: response.headers.get("retry-after") });
    }
  };
  await Promise.all(Array.from({ length: 8 }, loop));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
  const refused = answers.filter((answer) => answer.status !== 200);
  expect(refused).toHaveLength(300 - limit);
  for (const answer of refused) {
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(600);
  }
});
