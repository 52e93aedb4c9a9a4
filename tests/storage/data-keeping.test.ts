/**
 * What the database keeps for every server, and for how long: the signing secret (shared by servers, an
 * old secret.key adopted), the periodic clean-up (sent e-mails' contents, expired staff sessions and
 * links), and the rate-limit counts all servers share. On SQLite and PostgreSQL.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { readEnv } from "#app/config/env.server.ts";
import { loadSecret } from "#app/config/secret.server.ts";
import { clientKey, createSharedRateLimiter } from "#app/http/shared-rate-limit.server.ts";
import { throttleRules } from "#app/staff/security/throttle.server.ts";
import { keptLifetimeMs } from "#app/staff/shared/kept-posts.server.ts";
import { sessionLimits } from "#app/staff/shared/sessions.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { enqueueEmail } from "#app/storage/outbox.server.ts";
import { runMaintenance } from "../../server/maintenance.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

const databases = useTestDatabases();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const emptyDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tesfa-data-dir-"));
  dirs.push(dir);
  return dir;
};

const day = 86_400_000;

async function email(db: Database, subject: string, fields: { status: string; sentAt?: Date; nextAttemptAt?: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await enqueueEmail(
      tx,
      { to: "almaz@example.org", replyTo: "almaz@example.org", subject, text: "Peanut allergy", html: "<p>Peanut allergy</p>" },
      "example.org",
    );
    await tx.run("UPDATE outbox SET status = ?, sent_at = ?, next_attempt_at = COALESCE(?, next_attempt_at) WHERE subject = ?", [
      fields.status,
      fields.sentAt?.toISOString() ?? null,
      fields.nextAttemptAt?.toISOString() ?? null,
      subject,
    ]);
  });
}

for (const backend of testBackends) {
  describe(`on ${backend}`, () => {
    test("without APP_SECRET, two servers starting at once on one database get the same secret, kept for the next start", async () => {
      const [first, second] = await databases.openTwice(backend);
      const [a, b] = await Promise.all([loadSecret(first, undefined, emptyDir()), loadSecret(second, undefined, emptyDir())]);
      expect(a).toBe(b);
      expect(a.length).toBeGreaterThanOrEqual(32);
      expect(await loadSecret(first, undefined, emptyDir())).toBe(a);
      // APP_SECRET, when set, is the secret.
      expect(await loadSecret(first, "configured-secret-that-is-long-enough-1234", emptyDir())).toBe("configured-secret-that-is-long-enough-1234");
    });

    test("an older install's DATA_DIR/secret.key is adopted, so links already sent keep working on every server", async () => {
      const [first, second] = await databases.openTwice(backend);
      const dataDir = emptyDir();
      writeFileSync(path.join(dataDir, "secret.key"), "old-secret-from-an-earlier-version-0123456789\n");
      expect(await loadSecret(first, undefined, dataDir)).toBe("old-secret-from-an-earlier-version-0123456789");
      expect(await loadSecret(second, undefined, emptyDir())).toBe("old-secret-from-an-earlier-version-0123456789");
    });

    test("maintenance erases sent e-mails' contents after the retention period, keeps recent and unsent ones, and removes expired staff tokens", async () => {
      const [db, otherServer] = await databases.openTwice(backend);
      const now = new Date();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      await email(db, "old sent", { status: "sent", sentAt: ago(31 * day) });
      await email(db, "recent sent", { status: "sent", sentAt: ago(29 * day) });
      await email(db, "old pending", { status: "pending", nextAttemptAt: ago(40 * day) });
      await email(db, "old failed", { status: "failed", nextAttemptAt: ago(31 * day) });
      await db.run("INSERT INTO staff_users (email, status, created_at) VALUES ('meseret@example.org', 'active', ?)", [ago(100 * day).toISOString()]);
      const user = Number((await db.get<{ id: number }>("SELECT id FROM staff_users"))?.id);
      const session = (id: string, created: Date, lastSeen: Date) =>
        db.run("INSERT INTO staff_sessions (id_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)", [
          id,
          user,
          created.toISOString(),
          lastSeen.toISOString(),
        ]);
      await session("current", ago(60_000), ago(1000));
      await session("ended a while ago", ago(sessionLimits.idleMs + 120_000), ago(sessionLimits.idleMs + 60_000));
      await session("idle", ago(sessionLimits.idleMs + keptLifetimeMs + 120_000), ago(sessionLimits.idleMs + keptLifetimeMs + 60_000));
      await session("too old", ago(sessionLimits.absoluteMs + keptLifetimeMs + 60_000), ago(1000));
      const link = (hash: string, expires: Date, used: Date | null) =>
        db.run("INSERT INTO password_links (token_hash, user_id, expires_at, used_at) VALUES (?, ?, ?, ?)", [
          hash,
          user,
          expires.toISOString(),
          used?.toISOString() ?? null,
        ]);
      await link("unused", new Date(now.getTime() + day), null);
      await link("used", new Date(now.getTime() + day), ago(1000));
      await link("expired", ago(1000), null);
      await db.run("INSERT INTO rate_limits (key, points, expires_at) VALUES ('passed', 3, ?), ('current', 3, ?)", [now.getTime() - 1, now.getTime() + 60_000]);
      await db.run("INSERT INTO staff_pending_sign_ins (id_hash, user_id, expires_at) VALUES ('pending', ?, ?), ('expired', ?, ?)", [
        user,
        new Date(now.getTime() + 60_000).toISOString(),
        user,
        ago(1000).toISOString(),
      ]);
      // Sign-in counts hold the client's address in their key: kept while they count (app/staff/security/throttle.server.ts), not after.
      const throttle = (key: string, windowStart: Date, blockedUntil: Date | null, lockouts: number) =>
        db.run("INSERT INTO sign_in_throttles (key, attempts, window_start, blocked_until, lockouts) VALUES (?, 1, ?, ?, ?)", [
          key,
          windowStart.toISOString(),
          blockedUntil?.toISOString() ?? null,
          lockouts,
        ]);
      await throttle("address:in its window", ago(throttleRules.address.windowMs - 60_000), null, 0);
      await throttle("address:window passed", ago(throttleRules.address.windowMs + 60_000), null, 0);
      await throttle("address:waiting", ago(throttleRules.address.windowMs + 60_000), new Date(now.getTime() + 60_000), 1);
      await throttle("address:lockout remembered", ago(day - 60_000), ago(day - 120_000), 1);
      await throttle("address:lockout forgotten", ago(day + 120_000), ago(day + 60_000), 2);
      // A note kept from a post after a session ended lives an hour (app/staff/shared/kept-posts.server.ts).
      for (const [hash, at] of [
        ["kept recently", ago(keptLifetimeMs - 60_000)],
        ["kept too long", ago(keptLifetimeMs + 60_000)],
      ] as const)
        await db.run("INSERT INTO kept_texts (token_hash, user_id, path, fields, created_at) VALUES (?, ?, '/admin/submissions/REG-1', '{}', ?)", [
          hash,
          user,
          at.toISOString(),
        ]);

      // Both servers run it at the same moment: the work is done once, without errors.
      const [one, two] = await Promise.all([
        runMaintenance(db, { outboxRetentionDays: 30 }, now),
        runMaintenance(otherServer, { outboxRetentionDays: 30 }, now),
      ]);
      expect({
        emails: one.emails + two.emails,
        sessions: one.sessions + two.sessions,
        links: one.passwordLinks + two.passwordLinks,
        keptTexts: one.keptTexts + two.keptTexts,
        pendingSignIns: one.pendingSignIns + two.pendingSignIns,
        throttles: one.throttles + two.throttles,
      }).toEqual({ emails: 2, sessions: 2, links: 2, keptTexts: 1, pendingSignIns: 1, throttles: 2 });

      const rows = await db.all<Record<string, string | null>>(
        "SELECT subject, recipient, reply_to, text_body, html_body, headers, status, sent_at, redacted_at FROM outbox ORDER BY id",
      );
      const [oldSent, recentSent, oldPending, oldFailed] = rows;
      for (const erased of [oldSent, oldFailed])
        expect(erased).toMatchObject({
          subject: "",
          recipient: "",
          reply_to: null,
          text_body: "",
          html_body: "",
          headers: "{}",
          redacted_at: now.toISOString(),
        });
      // What staff see in the history stays: status and when it was sent.
      expect(oldSent).toMatchObject({ status: "sent", sent_at: ago(31 * day).toISOString() });
      expect(oldFailed?.status).toBe("failed");
      for (const [row, subject] of [
        [recentSent, "recent sent"],
        [oldPending, "old pending"],
      ] as const)
        expect(row).toMatchObject({ subject, recipient: "almaz@example.org", text_body: "Peanut allergy", redacted_at: null });

      // An ended session stays an hour: a note posted after its end is kept for its account (kept-posts.server.ts).
      expect((await db.all<{ id_hash: string }>("SELECT id_hash FROM staff_sessions ORDER BY id_hash")).map((row) => row.id_hash)).toEqual([
        "current",
        "ended a while ago",
      ]);
      expect((await db.all<{ token_hash: string }>("SELECT token_hash FROM password_links")).map((row) => row.token_hash)).toEqual(["unused"]);
      expect((await db.all<{ key: string }>("SELECT key FROM rate_limits")).map((row) => row.key)).toEqual(["current"]);
      expect((await db.all<{ token_hash: string }>("SELECT token_hash FROM kept_texts")).map((row) => row.token_hash)).toEqual(["kept recently"]);
      expect((await db.all<{ id_hash: string }>("SELECT id_hash FROM staff_pending_sign_ins")).map((row) => row.id_hash)).toEqual(["pending"]);
      expect((await db.all<{ key: string }>("SELECT key FROM sign_in_throttles ORDER BY key")).map((row) => row.key)).toEqual([
        "address:in its window",
        "address:lockout remembered",
        "address:waiting",
      ]);
      // A second run finds nothing more to do.
      expect(await runMaintenance(db, { outboxRetentionDays: 30 }, now)).toEqual({
        emails: 0,
        sessions: 0,
        passwordLinks: 0,
        keptTexts: 0,
        pendingSignIns: 0,
        throttles: 0,
        rateLimits: 0,
        unconfirmedSubscribers: 0,
        replies: 0,
      });
    });

    test("the form limit is counted in the database, shared by two servers, per window", async () => {
      const [first, second] = await databases.openTwice(backend);
      const limits = [{ limit: 3, windowMs: 60_000 }];
      const servers = [createSharedRateLimiter(first, "form", limits), createSharedRateLimiter(second, "form", limits)];
      const start = Date.now();
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await servers[i % 2]!.hit("203.0.113.7", start + i * 1000));
      expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
      expect(results[3]?.retryAfterSeconds).toBe(57);
      expect((await servers[0]!.hit("203.0.113.8", start + 5000)).allowed).toBe(true);
      // The window has passed: counting starts again.
      expect((await servers[1]!.hit("203.0.113.7", start + 60_001)).allowed).toBe(true);
      // Concurrent hits are each counted: no lost update.
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => servers[i % 2]!.hit("203.0.113.9", start)));
      expect(burst.filter((result) => result.allowed)).toHaveLength(3);
    });

    test("with the default limits, 60 families on one address register within ten minutes; a script is stopped at 100, and at 300 a day", {
      timeout: 60_000,
    }, async () => {
      const db = await databases.open(backend);
      const env = readEnv({});
      const limiter = createSharedRateLimiter(db, "form", [
        { limit: env.FORM_RATE_LIMIT, windowMs: env.FORM_RATE_WINDOW_SECONDS * 1000 },
        { limit: env.FORM_RATE_DAILY_LIMIT, windowMs: day },
      ]);
      const start = Date.now();
      for (let family = 0; family < 60; family++)
        expect((await limiter.hit("198.51.100.4", start + family * 9_000)).allowed, `family ${family + 1}`).toBe(true);
      let accepted = 60;
      while ((await limiter.hit("198.51.100.4", start + 540_000)).allowed) accepted++;
      expect(accepted).toBe(100);
      // Ten minutes on, the script may go on, but not beyond the day's limit.
      for (let window = 1; window <= 5; window++) while ((await limiter.hit("198.51.100.4", start + window * 600_001)).allowed) accepted++;
      expect(accepted).toBeGreaterThan(200);
      expect(accepted).toBeLessThanOrEqual(300);
      const refused = await limiter.hit("198.51.100.4", start + 6 * 600_001);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(600);
    });
  });
}

test("clients are told apart by IPv4 address, and by /64 for IPv6", () => {
  expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:db8:1:2:ffff::9")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(clientKey("2001:db8:0:0:1::1")).toBe(clientKey("2001:db8::2"));
  expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
  expect(clientKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
});
