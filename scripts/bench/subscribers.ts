import type { Lang } from "#app/i18n/language.ts";
import type { Database } from "#app/storage/database.server.ts";

export interface SeededSubscriber {
  email: string;
  lang: Lang;
  status?: "subscribed" | "pending" | "unsubscribed" | "bouncing";
  interests?: string[];
}

/** Subscribers written straight into the table, a few hundred per statement (joining itself is tested in tests/forms/): for the newsletter tests and bench. */
export async function seedSubscribers(db: Database, subscribers: SeededSubscriber[]): Promise<void> {
  const at = new Date().toISOString();
  for (let start = 0; start < subscribers.length; start += 500) {
    const batch = subscribers.slice(start, start + 500);
    await db.transaction((tx) =>
      tx.run(
        `INSERT INTO subscribers (email, lang, interests, status, created_at, updated_at) VALUES ${batch.map(() => "(?, ?, ?, ?, ?, ?)").join(", ")}`,
        batch.flatMap((subscriber) => [
          subscriber.email,
          subscriber.lang,
          JSON.stringify(subscriber.interests ?? ["news"]),
          subscriber.status ?? "subscribed",
          at,
          at,
        ]),
      ),
    );
  }
}
