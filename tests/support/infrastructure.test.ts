import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import nodemailer from "nodemailer";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { startThrowawayPostgres } from "../../scripts/dev/throwaway-postgres.ts";
import { allMail, findMail, startSmtpSink } from "./smtp-sink.ts";

describe("test infrastructure", () => {
  test("a throwaway PostgreSQL starts, stores rows, and disappears", { timeout: 60_000 }, async () => {
    const db = await startThrowawayPostgres();
    let dataDirectory = "";
    try {
      expect(db.url).toMatch(/^postgres:\/\/tesfa@127\.0\.0\.1:\d+\/tesfa$/);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        const { rows: versionRows } = await client.query<{ version: string }>("select version()");
        expect(versionRows[0]?.version).toMatch(/^PostgreSQL \d+/);
        const { rows: settingRows } = await client.query<{ data_directory: string }>("show data_directory");
        dataDirectory = settingRows[0]?.data_directory ?? "";
        expect(existsSync(dataDirectory)).toBe(true);

        await client.query("create table greeting (id serial primary key, words text not null)");
        await client.query("insert into greeting (words) values ($1)", ["ሰላም"]);
        const { rows } = await client.query<{ id: number; words: string }>("select id, words from greeting");
        expect(rows).toEqual([{ id: 1, words: "ሰላም" }]);
      } finally {
        await client.end();
      }
    } finally {
      await db.stop();
    }
    await db.stop(); // idempotent

    // The temp directory (data directory and its parent) is gone, and nothing answers any more.
    expect(existsSync(dataDirectory)).toBe(false);
    expect(existsSync(dirname(dataDirectory))).toBe(false);
    const probe = new pg.Client({ connectionString: db.url, connectionTimeoutMillis: 2_000 });
    await expect(probe.connect()).rejects.toThrow();
  });

  describe("SMTP sink", () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    test("stores what nodemailer sends, Amharic included, for findMail", async () => {
      const mailDir = await mkdtemp(join(tmpdir(), "smtp-sink-test-"));
      cleanups.push(() => rm(mailDir, { recursive: true, force: true }));
      const sink = await startSmtpSink(join(mailDir, "inbox"));
      cleanups.push(() => sink.stop());
      expect(sink.url).toBe(`smtp://127.0.0.1:${sink.port}?requireTLS=false`);

      // As the app does it: createTransport(url), no TLS options.
      const transport = nodemailer.createTransport(sink.url);
      await transport.sendMail({
        from: '"Tesfa" <info@example.org>',
        to: "almaz@example.org",
        bcc: "office@example.org",
        subject: "ሰላም Almaz",
        text: "ሰላም! Welcome to the Amharic school.",
        html: "<p>ሰላም! Welcome to the Amharic school.</p>",
        headers: { "X-Test-Case": "infrastructure" },
      });
      // And with ignoreTLS, which the app may set, and with a login in the URL (any is accepted).
      await nodemailer.createTransport({ url: sink.url, ignoreTLS: true }).sendMail({
        from: "info@example.org",
        to: "dawit@example.org",
        subject: "Second",
        text: "second message",
      });
      await nodemailer.createTransport(`smtp://user:secret@127.0.0.1:${sink.port}`).sendMail({
        from: "info@example.org",
        to: "tsehay@example.org",
        subject: "Third",
        text: "third message",
      });

      const dir = join(mailDir, "inbox");
      const mail = await findMail(dir, (m) => m.to.includes("almaz@example.org"), 5_000);
      expect(mail.to).toEqual(["almaz@example.org", "office@example.org"]);
      expect(mail.from).toBe("info@example.org");
      expect(mail.subject).toBe("ሰላም Almaz");
      expect(mail.text.trim()).toBe("ሰላም! Welcome to the Amharic school.");
      expect(mail.html).toContain("<p>ሰላም!");
      expect(mail.headers["x-test-case"]).toBe("infrastructure");
      expect(Number.isNaN(Date.parse(mail.receivedAt))).toBe(false);

      const all = await allMail(dir);
      expect(all.map((m) => m.subject)).toEqual(["ሰላም Almaz", "Second", "Third"]);

      await expect(findMail(dir, (m) => m.subject === "never sent", 300)).rejects.toThrow(/ሰላም Almaz[\s\S]*Second[\s\S]*Third/);
    });
  });
});
