import { mailDomain } from "#app/forms/shared/submissions.server.ts";
import { isSubscriptionInterest, type SubscriptionInterest } from "#app/forms/subscription/fields.ts";
import { confirmationLifetimeMs } from "#app/forms/subscription/mailing-list-links.server.ts";
import { isLang, type Lang } from "#app/i18n/language.ts";
import type { Database } from "#app/storage/database.server.ts";
import { enqueueEmail, type OutgoingEmail } from "#app/storage/outbox.server.ts";

export interface NewSubscriber {
  email: string;
  lang: Lang;
  interests: readonly SubscriptionInterest[];
}

/** A form sent again within this time sends no second confirmation e-mail (a double click, a reload). */
const confirmationRepeatMs = 10 * 60_000;

/**
 * Someone asked to join: nobody is on the list until the address's owner confirms (`confirmSubscription`), so
 * nobody can sign up someone else. A new address is kept as 'pending' with its choices, which staff see, until
 * it is confirmed or its link expires (`removeUnconfirmedSubscribers`); an address already on the list or one
 * that left stays as it is (the choices wait in the link). The confirmation e-mail goes out at most once in
 * `confirmationRepeatMs`, and says nothing of whether the address was on the list.
 */
export async function requestSubscription(db: Database, subscriber: NewSubscriber, confirmation: () => OutgoingEmail, now = new Date()): Promise<void> {
  const email = subscriber.email.toLowerCase();
  const at = now.toISOString();
  const interests = JSON.stringify(subscriber.interests);
  await db.transaction(async (tx) => {
    // Insert first: of two people subscribing one address at once, PostgreSQL makes the second wait for
    // the first and then do nothing, instead of failing on the unique address.
    await tx.run(
      "INSERT INTO subscribers (email, lang, interests, status, created_at, updated_at) VALUES (?, ?, ?, 'pending', ?, ?) ON CONFLICT (email) DO NOTHING",
      [email, subscriber.lang, interests, at, at],
    );
    await tx.run("UPDATE subscribers SET lang = ?, interests = ?, updated_at = ? WHERE email = ? AND status = 'pending'", [
      subscriber.lang,
      interests,
      at,
      email,
    ]);
    const due = await tx.run("UPDATE subscribers SET confirmation_sent_at = ? WHERE email = ? AND (confirmation_sent_at IS NULL OR confirmation_sent_at < ?)", [
      at,
      email,
      new Date(now.getTime() - confirmationRepeatMs).toISOString(),
    ]);
    if (due > 0) await enqueueEmail(tx, confirmation(), mailDomain);
  });
}

/**
 * The owner of the address confirmed, from the link: on the list with the choices the link carries (an address
 * that was bouncing starts again with no failures). The welcome e-mail goes to those who were not on it already;
 * confirming twice is harmless.
 */
export async function confirmSubscription(
  db: Database,
  subscriber: NewSubscriber,
  welcome: () => OutgoingEmail,
  now = new Date(),
): Promise<{ alreadySubscribed: boolean }> {
  const email = subscriber.email.toLowerCase();
  const at = now.toISOString();
  const interests = JSON.stringify(subscriber.interests);
  return db.transaction(async (tx) => {
    const inserted = await tx.run(
      "INSERT INTO subscribers (email, lang, interests, status, created_at, updated_at, confirmed_at) VALUES (?, ?, ?, 'subscribed', ?, ?, ?) ON CONFLICT (email) DO NOTHING",
      [email, subscriber.lang, interests, at, at, at],
    );
    const alreadySubscribed =
      inserted === 0 && (await tx.get<{ status: string }>("SELECT status FROM subscribers WHERE email = ?", [email]))?.status === "subscribed";
    if (inserted === 0)
      await tx.run(
        "UPDATE subscribers SET lang = ?, interests = ?, status = 'subscribed', updated_at = ?, unsubscribed_at = NULL, confirmed_at = COALESCE(?, confirmed_at), bounces = 0 WHERE email = ?",
        [subscriber.lang, interests, at, alreadySubscribed ? null : at, email],
      );
    if (!alreadySubscribed) await enqueueEmail(tx, welcome(), mailDomain);
    return { alreadySubscribed };
  });
}

/** Addresses never confirmed, once their link has expired (the periodic maintenance, server/maintenance.ts). */
export const removeUnconfirmedSubscribers = (db: Database, now = new Date()) =>
  db.transaction((tx) =>
    tx.run("DELETE FROM subscribers WHERE status = 'pending' AND updated_at < ?", [new Date(now.getTime() - confirmationLifetimeMs).toISOString()]),
  );

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

/**
 * A subscriber's choices and whether the address is on the list now (`subscribed`; `pending` and
 * `unsubscribed` are not), or null for an address we do not hold. Read only: the pages' GETs change nothing.
 */
export async function subscriberOf(db: Database, email: string): Promise<(NewSubscriber & { onList: boolean }) | null> {
  const row = await db.get<{ email: string; lang: string; interests: string; status: string }>(
    "SELECT email, lang, interests, status FROM subscribers WHERE email = ?",
    [email.toLowerCase()],
  );
  if (!row) return null;
  const stored: unknown = JSON.parse(row.interests);
  return {
    email: row.email,
    lang: isLang(row.lang) ? row.lang : "en",
    interests: Array.isArray(stored) ? stored.filter(isSubscriptionInterest) : [],
    onList: row.status === "subscribed",
  };
}

/** Whether an address is on the list now (the unsubscribe page). */
export const isSubscribed = async (db: Database, email: string): Promise<boolean> => (await subscriberOf(db, email))?.onList ?? false;

/**
 * A subscriber changed their choices from the link in our e-mails: an address on the list gets them at once
 * ("saved"). One that is not on it (it left, or never confirmed) joins only as anyone does, by confirming from
 * the e-mail `requestSubscription` sends ("confirming"): a link found in an old e-mail is no consent.
 */
export async function changePreferences(
  db: Database,
  subscriber: NewSubscriber,
  confirmation: () => OutgoingEmail,
  now = new Date(),
): Promise<"saved" | "confirming"> {
  const changed = await db.transaction((tx) =>
    tx.run("UPDATE subscribers SET lang = ?, interests = ?, updated_at = ? WHERE email = ? AND status = 'subscribed'", [
      subscriber.lang,
      JSON.stringify(subscriber.interests),
      now.toISOString(),
      subscriber.email.toLowerCase(),
    ]),
  );
  if (changed > 0) return "saved";
  await requestSubscription(db, subscriber, confirmation, now);
  return "confirming";
}
