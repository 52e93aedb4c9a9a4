import { mailDomain } from "#app/forms/shared/submissions.server.ts";
import type { SubscriptionInterest } from "#app/forms/subscription/fields.ts";
import type { Lang } from "#app/i18n/language.ts";
import type { Database } from "#app/storage/database.server.ts";
import { enqueueEmail, type OutgoingEmail } from "#app/storage/outbox.server.ts";

export interface NewSubscriber {
  email: string;
  lang: Lang;
  interests: readonly SubscriptionInterest[];
}

/**
 * Adds a subscriber, or updates the language and interests of one already on the list: subscribing twice
 * is harmless and sends no second welcome. Someone who had left is welcomed back.
 */
export async function subscribe(db: Database, subscriber: NewSubscriber, welcome: () => OutgoingEmail): Promise<{ alreadySubscribed: boolean }> {
  const email = subscriber.email.toLowerCase();
  const now = new Date().toISOString();
  const interests = JSON.stringify(subscriber.interests);
  return db.transaction(async (tx) => {
    // Insert first: of two people subscribing one address at once, PostgreSQL makes the second wait for
    // the first and then do nothing, instead of failing on the unique address.
    const inserted = await tx.run(
      "INSERT INTO subscribers (email, lang, interests, status, created_at, updated_at) VALUES (?, ?, ?, 'subscribed', ?, ?) ON CONFLICT (email) DO NOTHING",
      [email, subscriber.lang, interests, now, now],
    );
    let alreadySubscribed = false;
    if (inserted === 0) {
      const existing = await tx.get<{ status: string }>("SELECT status FROM subscribers WHERE email = ?", [email]);
      alreadySubscribed = existing?.status === "subscribed";
      await tx.run("UPDATE subscribers SET lang = ?, interests = ?, status = 'subscribed', updated_at = ?, unsubscribed_at = NULL WHERE email = ?", [
        subscriber.lang,
        interests,
        now,
        email,
      ]);
    }
    if (!alreadySubscribed) await enqueueEmail(tx, welcome(), mailDomain);
    return { alreadySubscribed };
  });
}

/** Takes an address off the list; true when it was on it. */
export async function unsubscribe(db: Database, email: string): Promise<boolean> {
  const now = new Date().toISOString();
  const changed = await db.transaction((tx) =>
    tx.run("UPDATE subscribers SET status = 'unsubscribed', updated_at = ?, unsubscribed_at = ? WHERE email = ? AND status = 'subscribed'", [
      now,
      now,
      email.toLowerCase(),
    ]),
  );
  return changed > 0;
}

/** Whether an address is on the list now: read only, for the unsubscribe page's GET, which changes nothing. */
export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const row = await db.get<{ status: string }>("SELECT status FROM subscribers WHERE email = ?", [email.toLowerCase()]);
  return row?.status === "subscribed";
}
