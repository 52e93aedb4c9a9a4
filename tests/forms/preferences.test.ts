/**
 * A subscriber's choices from the link in every mailing-list e-mail: the link is signed for that page alone, and
 * changing the choices keeps an address on the list, or, for one that is not on it, waits for the owner to confirm.
 * Storage on SQLite and on PostgreSQL.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { preferencesUrl, unsubscribeToken, verifyPreferencesToken, verifyUnsubscribeToken } from "#app/forms/subscription/mailing-list-links.server.ts";
import { changePreferences, confirmSubscription, requestSubscription, subscriberOf, unsubscribe } from "#app/forms/subscription/subscribers.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

const secret = "a-test-secret-that-is-long-enough-1234";
const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

describe("preferences links", () => {
  test("are on the public site, in the subscriber's language, and name the address", () => {
    const link = preferencesUrl("https://tesfa.example.org", secret, "Hanna@Example.org", "am");
    expect(link).toMatch(/^https:\/\/tesfa\.example\.org\/am\/subscribe\/preferences\?token=[\w-]+\.[\w-]+$/);
    expect(new URL(preferencesUrl("http://127.0.0.1:4000", secret, "a@example.org", "en")).pathname).toBe("/subscribe/preferences");
    expect(verifyPreferencesToken(secret, tokenOf(link))).toBe("hanna@example.org");
  });

  test("only work with our secret, unchanged, and never as another link's token", () => {
    const token = tokenOf(preferencesUrl("https://tesfa.example.org", secret, "hanna@example.org", "en"));
    expect(verifyPreferencesToken("another-secret-that-is-long-enough-12345", token)).toBeNull();
    const [, signature] = token.split(".");
    expect(verifyPreferencesToken(secret, `${Buffer.from("someone@example.org").toString("base64url")}.${signature}`)).toBeNull();
    expect(verifyPreferencesToken(secret, "")).toBeNull();
    // An unsubscribe token opens no one's choices, and a preferences token unsubscribes no one.
    expect(verifyPreferencesToken(secret, unsubscribeToken(secret, "hanna@example.org"))).toBeNull();
    expect(verifyUnsubscribeToken(secret, token)).toBeNull();
  });
});

const databases = useTestDatabases();
const count = async (db: Database, table: string) => Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n);
const mail = (subject: string) => () => ({ to: "x@example.org", subject, text: "t", html: "<p>t</p>" });

for (const backend of testBackends) {
  describe(`subscribers' choices on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("an address on the list gets its new language and topics at once, and no e-mail", async () => {
      const start = new Date("2026-11-20T10:00:00.000Z");
      await confirmSubscription(db, { email: "meron@example.org", lang: "en", interests: ["news"] }, mail("Welcome"), start);
      const outbox = await count(db, "outbox");
      const changed = new Date(start.getTime() + 60_000);
      expect(await changePreferences(db, { email: "Meron@Example.org", lang: "am", interests: ["events", "school"] }, mail("Confirm"), changed)).toBe("saved");
      expect(await db.get("SELECT lang, interests, status, updated_at FROM subscribers WHERE email = 'meron@example.org'")).toEqual({
        lang: "am",
        interests: '["events","school"]',
        status: "subscribed",
        updated_at: changed.toISOString(),
      });
      expect(await subscriberOf(db, "MERON@example.org")).toEqual({ email: "meron@example.org", lang: "am", interests: ["events", "school"], onList: true });
      expect(await count(db, "outbox")).toBe(outbox);
    });

    test("an address that left joins again only by confirming: the choices wait in the e-mail, the status stays", async () => {
      await confirmSubscription(db, { email: "abebe@example.org", lang: "am", interests: ["news"] }, mail("Welcome"));
      await unsubscribe(db, "abebe@example.org");
      const outbox = await count(db, "outbox");
      expect(await changePreferences(db, { email: "abebe@example.org", lang: "en", interests: ["volunteering"] }, mail("Confirm"))).toBe("confirming");
      expect(await subscriberOf(db, "abebe@example.org")).toEqual({ email: "abebe@example.org", lang: "am", interests: ["news"], onList: false });
      expect(await count(db, "outbox")).toBe(outbox + 1);
      // Sent again at once (a double click): no second e-mail.
      expect(await changePreferences(db, { email: "abebe@example.org", lang: "en", interests: ["volunteering"] }, mail("Confirm"))).toBe("confirming");
      expect(await count(db, "outbox")).toBe(outbox + 1);
    });

    test("an address erased or never confirmed is not on the list, and is kept only as asked for", async () => {
      expect(await subscriberOf(db, "nobody@example.org")).toBeNull();
      expect(await changePreferences(db, { email: "nobody@example.org", lang: "en", interests: ["news"] }, mail("Confirm"))).toBe("confirming");
      expect(await subscriberOf(db, "nobody@example.org")).toEqual({ email: "nobody@example.org", lang: "en", interests: ["news"], onList: false });
      await requestSubscription(db, { email: "nobody@example.org", lang: "am", interests: ["school"] }, mail("Confirm"));
      expect(await db.get("SELECT status FROM subscribers WHERE email = 'nobody@example.org'")).toEqual({ status: "pending" });
    });
  });
}
