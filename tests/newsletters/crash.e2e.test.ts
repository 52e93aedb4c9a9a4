/**
 * A newsletter to 2,000 subscribers, its server killed with SIGKILL half-way through sending, then started
 * again: the loopback SMTP server received every subscriber's message, each once, in their language. The one
 * window left (decision 35): a message the SMTP server accepted in the instant before the kill, before its row
 * was marked sent, goes again, with the same Message-ID; so an address may have two copies only if its row
 * was claimed and unmarked at the kill, and the test says how many did. Then a subscriber leaves with the
 * newsletter's one-click address (POST, RFC 8058), another opens its visible link (a page with a button).
 * On both databases, each server with an SMTP sink of its own.
 */
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { createNewsletter, findNewsletter, newsletterProgress, startNewsletter } from "#app/newsletters/newsletters.server.ts";
import { formTexts } from "../support/form-texts.ts";
import { useNewsletterSites, waitFor } from "../support/newsletter-sites.ts";
import { seedSubscribers, testNewsletter } from "../support/newsletters.ts";
import type { RunningServer } from "../support/server.ts";
import { allMail } from "../support/smtp-sink.ts";

const subscribers = 2_000;
const runId = randomBytes(4).toString("hex");
const newSite = useNewsletterSites("newsletter-crash");

/** The e-mails' links name the server that wrote them (PUBLIC_URL): the same link on the running one. */
const onServer = (server: RunningServer, link: string) => {
  const url = new URL(link);
  return `${server.baseURL}${url.pathname}${url.search}`;
};

/** Messages the sink has written, counted without reading them. */
const received = (mailDir: string) => readdirSync(mailDir).filter((name) => name.endsWith(".json")).length;

describe("a newsletter's server killed half-way through sending, then restarted", () => {
  for (const backend of ["sqlite", "postgres"] as const) {
    test(`delivers every message, only the one in doubt at the kill possibly twice (${backend})`, { timeout: 240_000 }, async () => {
      const { db, mailDir, start } = await newSite(backend);
      const address = (i: number) => `reader-${i}@example.org`;
      await seedSubscribers(
        db,
        Array.from({ length: subscribers }, (_, i) => ({ email: address(i), lang: i % 3 === 0 ? ("am" as const) : ("en" as const) })),
      );
      const id = await createNewsletter(db, testNewsletter(runId));
      await startNewsletter(db, id);

      const first = await start({ NEWSLETTER_SENDS_PER_MINUTE: "12000" });
      const exited = new Promise<NodeJS.Signals | null>((resolve) => first.process.once("exit", (_code, signal) => resolve(signal)));
      await waitFor("a third of the messages", () => received(mailDir) >= subscribers / 3, 120_000);
      process.kill(first.process.pid as number, "SIGKILL");
      expect(await exited).toBe("SIGKILL");
      const atKill = received(mailDir);
      // Rows claimed and not marked when the process died: the only ones that may have gone twice.
      const unmarked = new Set(
        (
          await db.all<{ recipient: string }>("SELECT recipient FROM outbox WHERE newsletter_id = ? AND status = 'pending' AND claimed_until IS NOT NULL", [id])
        ).map((row) => row.recipient),
      );
      const progressAtKill = await newsletterProgress(db, id);
      expect(progressAtKill.waiting, "killed half-way").toBeGreaterThan(0);
      // One message is out at a time.
      expect(unmarked.size).toBeLessThanOrEqual(1);

      const second = await start({ NEWSLETTER_SENDS_PER_MINUTE: "12000" });
      // The rows the killed server had claimed wait for their claim to run out (30 s).
      await waitFor("the newsletter to be sent", async () => (await findNewsletter(db, id))?.status === "sent", 150_000);

      const mails = await allMail(mailDir);
      const perAddress = new Map<string, typeof mails>();
      for (const mail of mails) for (const to of mail.to) perAddress.set(to, [...(perAddress.get(to) ?? []), mail]);
      const missing = Array.from({ length: subscribers }, (_, i) => address(i)).filter((to) => !perAddress.has(to));
      expect(missing, "never delivered").toEqual([]);
      const twice = [...perAddress].filter(([, copies]) => copies.length > 1);
      // Only an unmarked row may have gone twice, the same message both times.
      for (const [to, copies] of twice) {
        expect(unmarked.has(to), `${to} received ${copies.length} copies`).toBe(true);
        expect(copies).toHaveLength(2);
        expect(copies[1]?.headers["message-id"]).toBe(copies[0]?.headers["message-id"]);
      }
      expect(perAddress.size).toBe(subscribers);
      for (let i = 0; i < subscribers; i += 97) {
        const [mail] = perAddress.get(address(i)) ?? [];
        expect(mail?.subject).toBe(i % 3 === 0 ? `የማኅበረሰብ ዜና ${runId}` : `Community news ${runId}`);
      }
      expect(await newsletterProgress(db, id)).toEqual({ sent: subscribers, waiting: 0, failed: 0, skipped: 0 });
      console.log(
        `${backend}: killed after ${atKill} of ${subscribers} received, ${unmarked.size} claimed and unmarked at the kill, ` +
          `${twice.length} delivered twice, ${mails.length} messages in all`,
      );

      // One click in a mail program: the header's address, POSTed from the provider's servers.
      const [leaving] = perAddress.get(address(1)) ?? [];
      const oneClick = String(leaving?.headers["list-unsubscribe"]).replace(/^<|>$/g, "");
      const answer = await fetch(onServer(second, oneClick), {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(answer.status).toBe(200);
      const statusOf = async (email: string) => (await db.get<{ status: string }>("SELECT status FROM subscribers WHERE email = ?", [email]))?.status;
      expect(await statusOf(address(1))).toBe("unsubscribed");
      // The visible link: a page in the subscriber's language that asks, with one button, and changes nothing.
      const [amharic] = perAddress.get(address(3)) ?? [];
      const link = amharic?.text.match(/https?:\/\/\S+\/am\/unsubscribe\?token=\S+/)?.[0] ?? "";
      const page = await fetch(onServer(second, link));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`>${formTexts.am.unsubscribe.unsubscribe}</button>`);
      expect(await statusOf(address(3))).toBe("subscribed");
      await second.stop();
    });
  }
});
