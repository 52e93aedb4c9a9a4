/**
 * A newsletter to 1,000 subscribers, SIGKILL half-way through sending, on both databases, each site with an
 * SMTP sink of its own (decisions 35 and 42).
 * - The web server killed: its mail sender (a process of its own, the only one that talks SMTP) takes no new
 *   message, finishes and marks the one in flight, and exits by itself; the server started again sends the
 *   rest. Every subscriber receives exactly one message, in their language: the sink counts. Then a subscriber
 *   leaves with the newsletter's one-click address (POST, RFC 8058), another opens its visible link (a page
 *   with a button).
 * - The mail sender itself killed, what remains in doubt: the server starts another, which sends the rest;
 *   the message in flight at the kill (one at a time) goes again once its claim runs out, if the mail server
 *   had accepted it, with the same Message-ID. So an address may have two copies only if its row was claimed
 *   and unmarked at the kill, and the test says how many did.
 */
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { createNewsletter, findNewsletter, newsletterProgress, startNewsletter } from "#app/newsletters/newsletters.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { formTexts } from "../support/form-texts.ts";
import { useNewsletterSites, waitFor } from "../support/newsletter-sites.ts";
import { seedSubscribers, testNewsletter } from "../support/newsletters.ts";
import { type Backend, childProcesses, isRunning, type RunningServer } from "../support/server.ts";
import { allMail } from "../support/smtp-sink.ts";

const subscribers = 1_000;
const runId = randomBytes(4).toString("hex");
const newSite = useNewsletterSites("newsletter-crash");
const fullSpeed = { NEWSLETTER_SENDS_PER_MINUTE: "12000" };
const address = (i: number) => `reader-${i}@example.org`;

/** The e-mails' links name the server that wrote them (PUBLIC_URL): the same link on the running one. */
const onServer = (server: RunningServer, link: string) => {
  const url = new URL(link);
  return `${server.baseURL}${url.pathname}${url.search}`;
};

/** Messages the sink has written, counted without reading them. */
const received = (mailDir: string) => readdirSync(mailDir).filter((name) => name.endsWith(".json")).length;

/** A site whose newsletter to 1,000 subscribers (a third in Amharic) is started, for the server to send. */
async function newsletterSite(backend: Backend) {
  const site = await newSite(backend);
  await seedSubscribers(
    site.db,
    Array.from({ length: subscribers }, (_, i) => ({ email: address(i), lang: i % 3 === 0 ? ("am" as const) : ("en" as const) })),
  );
  const id = await createNewsletter(site.db, testNewsletter(runId));
  await startNewsletter(site.db, id);
  return { ...site, id };
}

/** The server's one mail sender. */
function mailSenderOf(server: RunningServer): number {
  const senders = childProcesses(server.process.pid as number);
  expect(senders).toHaveLength(1);
  return senders[0] as number;
}

/** Rows claimed and not marked: messages that were out when the sender died. */
async function claimedAndUnmarked(db: Database, id: number): Promise<Set<string>> {
  const rows = await db.all<{ recipient: string }>(
    "SELECT recipient FROM outbox WHERE newsletter_id = ? AND status = 'pending' AND claimed_until IS NOT NULL",
    [id],
  );
  return new Set(rows.map((row) => row.recipient));
}

/** Once the newsletter is sent: what the sink received, per address, after checking that everyone had it in their language. */
async function deliveredPerAddress(db: Database, id: number, mailDir: string) {
  await waitFor("the newsletter to be sent", async () => (await findNewsletter(db, id))?.status === "sent", 150_000);
  const mails = await allMail(mailDir);
  const perAddress = new Map<string, typeof mails>();
  for (const mail of mails) for (const to of mail.to) perAddress.set(to, [...(perAddress.get(to) ?? []), mail]);
  const missing = Array.from({ length: subscribers }, (_, i) => address(i)).filter((to) => !perAddress.has(to));
  expect(missing, "never delivered").toEqual([]);
  expect(perAddress.size).toBe(subscribers);
  for (let i = 0; i < subscribers; i += 97) {
    const [mail] = perAddress.get(address(i)) ?? [];
    expect(mail?.subject).toBe(i % 3 === 0 ? `የማኅበረሰብ ዜና ${runId}` : `Community news ${runId}`);
  }
  expect(await newsletterProgress(db, id)).toEqual({ sent: subscribers, waiting: 0, failed: 0, skipped: 0 });
  return { mails, perAddress };
}

describe("a newsletter's sending interrupted by SIGKILL half-way", () => {
  for (const backend of ["sqlite", "postgres"] as const) {
    test(`the web server killed: its mail sender finishes and exits, the next server sends the rest, each message exactly once (${backend})`, {
      timeout: 240_000,
    }, async () => {
      const { db, mailDir, start, id } = await newsletterSite(backend);
      const first = await start(fullSpeed);
      const sender = mailSenderOf(first);
      const exited = new Promise<NodeJS.Signals | null>((resolve) => first.process.once("exit", (_code, signal) => resolve(signal)));
      await waitFor("a third of the messages", () => received(mailDir) >= subscribers / 3, 120_000);
      process.kill(first.process.pid as number, "SIGKILL");
      expect(await exited).toBe("SIGKILL");
      const atKill = received(mailDir);
      // The server's channel closed: the sender finishes the message in flight and exits, untold.
      await waitFor("the killed server's mail sender to exit", () => !isRunning(sender), 30_000);
      expect(await claimedAndUnmarked(db, id), "messages in doubt").toEqual(new Set());
      expect((await newsletterProgress(db, id)).waiting, "killed half-way").toBeGreaterThan(0);

      const second = await start(fullSpeed);
      const { mails, perAddress } = await deliveredPerAddress(db, id, mailDir);
      expect(
        [...perAddress].filter(([, copies]) => copies.length > 1).map(([to]) => to),
        "delivered twice",
      ).toEqual([]);
      expect(mails).toHaveLength(subscribers);
      console.log(`${backend}: server killed after ${atKill} of ${subscribers} received, its mail sender exited, ${mails.length} messages in all`);

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

    test(`the mail sender killed: the server starts another, only the message in flight may go twice, with its Message-ID (${backend})`, {
      timeout: 240_000,
    }, async () => {
      const { db, mailDir, start, id } = await newsletterSite(backend);
      const server = await start(fullSpeed);
      const sender = mailSenderOf(server);
      await waitFor("a third of the messages", () => received(mailDir) >= subscribers / 3, 120_000);
      process.kill(sender, "SIGKILL");
      await waitFor("the mail sender to die", () => !isRunning(sender), 10_000);
      const atKill = received(mailDir);
      // One message is out at a time.
      const unmarked = await claimedAndUnmarked(db, id);
      expect(unmarked.size).toBeLessThanOrEqual(1);
      await waitFor("another mail sender", () => childProcesses(server.process.pid as number).some((pid) => pid !== sender), 30_000);

      // The row the killed sender had claimed waits for its claim to run out (30 s).
      const { mails, perAddress } = await deliveredPerAddress(db, id, mailDir);
      const twice = [...perAddress].filter(([, copies]) => copies.length > 1);
      for (const [to, copies] of twice) {
        expect(unmarked.has(to), `${to} received ${copies.length} copies`).toBe(true);
        expect(copies).toHaveLength(2);
        expect(copies[1]?.headers["message-id"]).toBe(copies[0]?.headers["message-id"]);
      }
      console.log(
        `${backend}: mail sender killed after ${atKill} of ${subscribers} received, ${unmarked.size} claimed and unmarked at the kill, ` +
          `${twice.length} delivered twice, ${mails.length} messages in all`,
      );
      await server.stop();
    });
  }
});
