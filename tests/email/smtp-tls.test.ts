/**
 * SMTP_URL's smtp:// requires STARTTLS (issue 29): a mail server that offers none, as one whose STARTTLS
 * someone in between stripped, gets neither the password nor the message; the message waits in the outbox.
 * Only a URL that says `requireTLS=false`, as the tests' own sink on loopback does, sends in plain text.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readEnv } from "#app/config/env.server.ts";
import { smtpSender } from "#app/email/mailer.server.ts";
import { deliverDueEmails, enqueueEmail } from "#app/storage/outbox.server.ts";
import { allMail, startSmtpSink } from "../support/smtp-sink.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

const databases = useTestDatabases();
const mailDir = mkdtempSync(path.join(tmpdir(), "tesfa-smtp-tls-"));
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  // A real SMTP server on loopback that speaks no STARTTLS (tests/support/smtp-sink.ts).
  sink = await startSmtpSink(mailDir);
});
afterAll(async () => {
  await sink.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

const letter = (to: string) => ({ to, subject: "Registration REG-2026-0042", text: "Dawit, 9, asthma", html: "<p>Dawit, 9, asthma</p>" });

for (const backend of testBackends) {
  describe(`SMTP without STARTTLS on ${backend}`, () => {
    test("refused as smtp:// says by default: nothing is sent in plain text, the message stays pending", async () => {
      const db = await databases.open(backend);
      const to = `tls-${backend}@example.org`;
      await db.transaction((tx) => enqueueEmail(tx, letter(to), "tesfa.example.org"));
      const strict = smtpSender(`smtp://site%40example.org:smtp-password@127.0.0.1:${sink.port}`, "no-reply@example.org");

      expect(await deliverDueEmails(db, strict)).toEqual({ sent: 0, failed: 1 });
      const row = await db.get<{ status: string; attempts: number; last_error: string }>(
        "SELECT status, attempts, last_error FROM outbox WHERE recipient = ?",
        [to],
      );
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.last_error).toMatch(/STARTTLS/);
      expect((await allMail(mailDir)).filter((mail) => mail.to.includes(to))).toEqual([]);

      // The same server, with a URL that allows plain text explicitly, gets it at the next attempt.
      await db.run("UPDATE outbox SET next_attempt_at = ? WHERE recipient = ?", [new Date(0).toISOString(), to]);
      expect(await deliverDueEmails(db, smtpSender(sink.url, "no-reply@example.org"))).toEqual({ sent: 1, failed: 0 });
      expect((await allMail(mailDir)).filter((mail) => mail.to.includes(to))).toHaveLength(1);
    });
  });
}

test("SMTP_URL's requireTLS is true or false, nothing else", () => {
  expect(readEnv({ SMTP_URL: "smtp://127.0.0.1:25?requireTLS=false" }).SMTP_URL).toBe("smtp://127.0.0.1:25?requireTLS=false");
  expect(() => readEnv({ SMTP_URL: "smtp://smtp.example.org:587?requireTLS=no" })).toThrow(/SMTP_URL: requireTLS must be true or false/);
});
