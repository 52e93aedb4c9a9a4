import { organisation } from "#app/config/organisation.ts";
import { type EventStatus, eventStatusOf, eventsKind } from "#app/content/events-kind.ts";
import type { ItemValues } from "#app/content/kinds.ts";
import { hasEnded } from "#app/content/span.ts";
import { type PublishedItem, publishedItems } from "#app/content/store.server.ts";
import type { RsvpReply } from "#app/forms/rsvp/fields.ts";
import type { ReplyStatus } from "#app/forms/rsvp/texts.ts";
import { idempotencyKey, mailDomain, nextReference, repeatWindowHours } from "#app/forms/shared/submissions.server.ts";
import type { Lang } from "#app/i18n/language.ts";
import { startOfDay, zonedMoment } from "#app/i18n/zoned-day.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";
import { enqueueEmail, type OutgoingEmail } from "#app/storage/outbox.server.ts";

/**
 * Replies to events' RSVP (migration 0023): stored with their e-mails in one transaction, like every form
 * (decision 7). Places are counted per event under a lock of that event (PostgreSQL: an advisory lock;
 * SQLite writes one transaction at a time), so two replies for the last place never both get it. A reply that
 * does not fit waits; a cancellation or a smaller reply gives its places to the first on the waiting list
 * while they fit, who is told. Reminders and the notices of a cancelled or moved event are queued by a pass
 * the server's maintenance runs (server/maintenance.ts), each reply's once.
 */

/** What an event's editor says about its RSVP (fields of app/content/events-kind.ts); events saved before RSVP existed ask none. */
export function rsvpSettingsOf(fields: ItemValues): { asks: boolean; places: number; partyMax: number } {
  const whole = (value: unknown, fallback: number) => (typeof value === "number" && Number.isInteger(value) ? value : fallback);
  return { asks: fields.rsvp === true, places: whole(fields.rsvpPlaces, 0), partyMax: whole(fields.rsvpPartyMax, 4) };
}

/** When an event starts, as a UTC ISO moment: its start time in Portland, or the start of its day. */
export function eventStartsAt(fields: ItemValues): string {
  const day = String(fields.startDate);
  const time = String(fields.startTime ?? "");
  return (time && zonedMoment(`${day}T${time}`, organisation.timeZone)) || startOfDay(day, organisation.timeZone);
}

/** Whether an event takes replies at `now`: it asks for them, is not cancelled and has not ended. */
export const takesReplies = (event: PublishedItem, now: Date) =>
  rsvpSettingsOf(event.fields).asks && eventStatusOf(event.fields) !== "cancelled" && !hasEnded(eventsKind, event.fields, now);

/** How long before an event its reminder goes out. A reply made later gets none: its confirmation came that day. */
export const reminderLeadMs = 86_400_000;

export interface StoredReply {
  id: number;
  eventId: number;
  reference: string;
  lang: Lang;
  name: string;
  email: string;
  people: number;
  answer: string;
  status: ReplyStatus;
  createdAt: string;
  updatedAt: string;
}

interface ReplyRow extends Record<string, string | number | null> {
  id: number;
  event_id: number;
  reference: string;
  lang: string;
  name: string;
  email: string;
  people: number;
  answer: string;
  status: string;
  told_status: string;
  created_at: string;
  updated_at: string;
}

const columns = "id, event_id, reference, lang, name, email, people, answer, status, told_status, created_at, updated_at";

const toReply = (row: ReplyRow): StoredReply => ({
  id: Number(row.id),
  eventId: Number(row.event_id),
  reference: row.reference,
  lang: row.lang as Lang,
  name: row.name,
  email: row.email,
  people: Number(row.people),
  answer: row.answer,
  status: row.status as ReplyStatus,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The e-mails of a reply's life, in its language (app/forms/rsvp/emails.server.ts). */
export interface RsvpLetters {
  /** Its places are saved (with the event's calendar file), or it is on the waiting list. */
  confirmation(reply: StoredReply, event: PublishedItem): OutgoingEmail;
  /** A place was freed and is now theirs (with the calendar file). */
  promoted(reply: StoredReply, event: PublishedItem): OutgoingEmail;
  reminder(reply: StoredReply, event: PublishedItem): OutgoingEmail;
  /** The event was cancelled or moved. */
  notice(reply: StoredReply, event: PublishedItem): OutgoingEmail;
}

/** Replies to one event are counted and changed one transaction at a time, on either database. */
async function lockEvent(db: Database, tx: Queryable, eventId: number) {
  if (db.dialect === "postgres") await tx.get("SELECT pg_advisory_xact_lock(727302, CAST(? AS INTEGER))", [eventId]);
}

async function placesTaken(tx: Queryable, eventId: number, except = 0): Promise<number> {
  const row = await tx.get<{ n: number | null }>("SELECT SUM(people) AS n FROM rsvp_replies WHERE event_id = ? AND status = 'coming' AND id <> ?", [
    eventId,
    except,
  ]);
  return Number(row?.n ?? 0);
}

/**
 * Withdraws what still waits to be sent about a reply (a reminder), so a cancelled reply or event hears nothing
 * more of it. A message a server has claimed is being sent, and stays.
 */
const withdrawQueued = (tx: Queryable, replyId: number, now: Date) =>
  tx.run("DELETE FROM outbox WHERE rsvp_reply_id = ? AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)", [replyId, now.toISOString()]);

const fits = (places: number, taken: number, people: number) => places === 0 || taken + people <= places;

/** Gives freed places to the waiting list in its order, while the first one waiting fits; each is told. */
async function promoteWaiting(tx: Queryable, event: PublishedItem, letters: RsvpLetters, now: Date): Promise<void> {
  const { places } = rsvpSettingsOf(event.fields);
  const waiting = (
    await tx.all<ReplyRow>(`SELECT ${columns} FROM rsvp_replies WHERE event_id = ? AND status = 'waiting' ORDER BY created_at, id`, [event.id])
  ).map(toReply);
  let taken = await placesTaken(tx, event.id);
  for (const reply of waiting) {
    if (!fits(places, taken, reply.people)) return;
    await tx.run("UPDATE rsvp_replies SET status = 'coming', updated_at = ? WHERE id = ?", [now.toISOString(), reply.id]);
    await enqueueEmail(tx, letters.promoted({ ...reply, status: "coming" }, event), mailDomain, null, reply.id);
    taken += reply.people;
  }
}

export interface NewReply {
  event: PublishedItem;
  reply: RsvpReply;
  lang: Lang;
  /** The form's submission id (decision 21): a repeat of the same reply within a day is stored once. */
  submissionId: string;
}

/** Stores a reply, coming or waiting as the places allow, with its confirmation; a repeat finds the stored one. */
export async function storeReply(
  db: Database,
  { event, reply, lang, submissionId }: NewReply,
  letters: RsvpLetters,
  now = new Date(),
): Promise<{ reference: string; receivedAt: string; duplicate: boolean; status: ReplyStatus }> {
  const key = idempotencyKey(`rsvp-${event.id}`, submissionId, reply);
  return db.transaction(async (tx) => {
    await lockEvent(db, tx, event.id);
    const repeat = await tx.get<ReplyRow>(`SELECT ${columns} FROM rsvp_replies WHERE idempotency_key = ?`, [key]);
    if (repeat && now.getTime() - Date.parse(repeat.created_at) < repeatWindowHours * 3_600_000)
      return { reference: repeat.reference, receivedAt: repeat.created_at, duplicate: true, status: repeat.status as ReplyStatus };
    if (repeat) await tx.run("UPDATE rsvp_replies SET idempotency_key = ? WHERE id = ?", [`${key}~${repeat.id}`, repeat.id]);
    const { places } = rsvpSettingsOf(event.fields);
    const status: ReplyStatus = fits(places, await placesTaken(tx, event.id), reply.people) ? "coming" : "waiting";
    const reference = await nextReference(tx, "RSVP", now);
    const at = now.toISOString();
    // A reply made within a day of the event needs no reminder: its confirmation is one.
    const remindedAt = Date.parse(eventStartsAt(event.fields)) - reminderLeadMs <= now.getTime() ? at : null;
    const row = await tx.get<ReplyRow>(
      `INSERT INTO rsvp_replies (event_id, reference, idempotency_key, lang, name, email, people, answer, status, told_status, reminded_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${columns}`,
      [
        event.id,
        reference,
        key,
        lang,
        reply.name,
        reply.email.toLowerCase(),
        reply.people,
        reply.answer,
        status,
        eventStatusOf(event.fields),
        remindedAt,
        at,
        at,
      ],
    );
    if (!row) throw new Error("the reply was not stored");
    await enqueueEmail(tx, letters.confirmation(toReply(row), event), mailDomain, null, Number(row.id));
    return { reference, receivedAt: at, duplicate: false, status };
  });
}

export async function findReply(q: Queryable, reference: string): Promise<StoredReply | undefined> {
  const row = await q.get<ReplyRow>(`SELECT ${columns} FROM rsvp_replies WHERE reference = ?`, [reference]);
  return row && toReply(row);
}

export type ReplyChange = { people: number } | "cancel";

/**
 * Changes a reply's number of people, or cancels it, from the link in its e-mails. More people than the free
 * places refuses the change ("full") for a reply that is coming; fewer, or a cancellation, gives the freed places
 * to the waiting list. Refused ("closed") once the event no longer takes replies, or for a cancelled reply.
 */
export async function changeReply(
  db: Database,
  reference: string,
  change: ReplyChange,
  letters: RsvpLetters,
  now = new Date(),
): Promise<"changed" | "cancelled" | "full" | "closed" | "missing"> {
  const found = await findReply(db, reference);
  if (!found) return "missing";
  const event = (await publishedItems(db, "events", now)).find((item) => item.id === found.eventId);
  if (!event || !takesReplies(event, now)) return "closed";
  return db.transaction(async (tx) => {
    await lockEvent(db, tx, event.id);
    const reply = await findReply(tx, reference);
    if (!reply || reply.status === "cancelled") return "closed";
    const at = now.toISOString();
    if (change === "cancel") {
      await tx.run("UPDATE rsvp_replies SET status = 'cancelled', updated_at = ? WHERE id = ?", [at, reply.id]);
      await withdrawQueued(tx, reply.id, now);
      await promoteWaiting(tx, event, letters, now);
      return "cancelled";
    }
    const { places, partyMax } = rsvpSettingsOf(event.fields);
    if (change.people > partyMax) return "full";
    if (reply.status === "coming" && change.people > reply.people && !fits(places, await placesTaken(tx, event.id, reply.id), change.people)) return "full";
    await tx.run("UPDATE rsvp_replies SET people = ?, updated_at = ? WHERE id = ?", [change.people, at, reply.id]);
    await promoteWaiting(tx, event, letters, now);
    return "changed";
  });
}

export interface ReplyCounts {
  /** Replies whose places are saved, and the people they bring. */
  coming: number;
  people: number;
  /** Replies on the waiting list, and the people they would bring. */
  waiting: number;
  waitingPeople: number;
  cancelled: number;
}

/** An event's replies, oldest first: the staff list and its CSV. */
export async function eventReplies(q: Queryable, eventId: number): Promise<StoredReply[]> {
  return (await q.all<ReplyRow>(`SELECT ${columns} FROM rsvp_replies WHERE event_id = ? ORDER BY created_at, id`, [eventId])).map(toReply);
}

/** Active replies (coming or waiting) with their published events, for the passes below. */
async function activeReplies(db: Database, where: string, now: Date): Promise<{ reply: StoredReply; toldStatus: string; event: PublishedItem }[]> {
  const rows = await db.all<ReplyRow>(`SELECT ${columns} FROM rsvp_replies WHERE status IN ('coming', 'waiting') AND ${where} ORDER BY id`);
  if (rows.length === 0) return [];
  const events = new Map((await publishedItems(db, "events", now)).map((item) => [item.id, item]));
  return rows.flatMap((row) => {
    const event = events.get(Number(row.event_id));
    return event && !hasEnded(eventsKind, event.fields, now) ? [{ reply: toReply(row), toldStatus: row.told_status, event }] : [];
  });
}

/**
 * Queues the reminder of every reply that is coming to an event starting within a day, once: the reply is
 * marked in the same transaction, and only the statement that marks it queues the e-mail, so two servers
 * running the pass together send one. Never for a cancelled reply or a cancelled event.
 */
export async function queueReminders(db: Database, letters: RsvpLetters, now = new Date()): Promise<number> {
  let queued = 0;
  for (const { reply, event } of await activeReplies(db, "reminded_at IS NULL", now)) {
    if (reply.status !== "coming" || eventStatusOf(event.fields) === "cancelled") continue;
    if (Date.parse(eventStartsAt(event.fields)) - reminderLeadMs > now.getTime()) continue;
    queued += await db.transaction(async (tx) => {
      const marked = await tx.run("UPDATE rsvp_replies SET reminded_at = ? WHERE id = ? AND reminded_at IS NULL AND status = 'coming'", [
        now.toISOString(),
        reply.id,
      ]);
      if (marked === 1) await enqueueEmail(tx, letters.reminder(reply, event), mailDomain, null, reply.id);
      return marked;
    });
  }
  return queued;
}

/**
 * Tells everyone whose reply is active that their event was cancelled or moved, once per change of its status:
 * `told_status` is the status they last heard of. A moved event's reminder goes out again before its new date.
 * An event back to "taking place as announced" is noted silently.
 */
export async function queueEventNotices(db: Database, letters: RsvpLetters, now = new Date()): Promise<number> {
  let queued = 0;
  for (const { reply, toldStatus, event } of await activeReplies(db, "1 = 1", now)) {
    const status: EventStatus = eventStatusOf(event.fields);
    if (status === toldStatus) continue;
    queued += await db.transaction(async (tx) => {
      const remindAgain = status === "moved" && Date.parse(eventStartsAt(event.fields)) - reminderLeadMs > now.getTime();
      const marked = await tx.run(
        `UPDATE rsvp_replies SET told_status = ?, reminded_at = ${remindAgain ? "NULL" : "reminded_at"} WHERE id = ? AND told_status = ?`,
        [status, reply.id, toldStatus],
      );
      if (marked !== 1 || status === "scheduled") return 0;
      // A reminder still waiting would speak of an event that no longer takes place as it says.
      await withdrawQueued(tx, reply.id, now);
      await enqueueEmail(tx, letters.notice(reply, event), mailDomain, null, reply.id);
      return 1;
    });
  }
  return queued;
}

/** How long replies are kept after their event has ended (docs/forms-and-email.md, "Forms"). */
export const replyRetentionDays = 28;

/** Deletes the replies of events that ended more than `replyRetentionDays` ago (published or not). */
export async function removeOldReplies(db: Database, now = new Date()): Promise<number> {
  const events = await db.all<{ id: number; fields: string }>("SELECT id, fields FROM content_items WHERE id IN (SELECT DISTINCT event_id FROM rsvp_replies)");
  const before = new Date(now.getTime() - replyRetentionDays * 86_400_000);
  let removed = 0;
  for (const event of events)
    if (hasEnded(eventsKind, JSON.parse(event.fields) as ItemValues, before))
      removed += await db.transaction((tx) => tx.run("DELETE FROM rsvp_replies WHERE event_id = ?", [event.id]));
  return removed;
}

/** The events that ask for RSVP or have replies, soonest first, with their counts: the staff overview of replies. */
export async function eventsWithReplies(q: Queryable, now = new Date()): Promise<{ event: PublishedItem; counts: ReplyCounts }[]> {
  const rows = await q.all<{ event_id: number; status: string; replies: number; people: number }>(
    "SELECT event_id, status, COUNT(*) AS replies, SUM(people) AS people FROM rsvp_replies GROUP BY event_id, status",
  );
  const countsOf = (eventId: number): ReplyCounts => {
    const of = (status: ReplyStatus) => rows.find((row) => Number(row.event_id) === eventId && row.status === status);
    return {
      coming: Number(of("coming")?.replies ?? 0),
      people: Number(of("coming")?.people ?? 0),
      waiting: Number(of("waiting")?.replies ?? 0),
      waitingPeople: Number(of("waiting")?.people ?? 0),
      cancelled: Number(of("cancelled")?.replies ?? 0),
    };
  };
  return (await publishedItems(q, "events", now))
    .filter((event) => rsvpSettingsOf(event.fields).asks || rows.some((row) => Number(row.event_id) === event.id))
    .sort((a, b) => eventStartsAt(a.fields).localeCompare(eventStartsAt(b.fields)))
    .map((event) => ({ event, counts: countsOf(event.id) }));
}

/** The maintenance's RSVP pass (server/maintenance.ts): the notices of changed events first, then the reminders due. */
export async function queueRsvpEmails(db: Database, letters: RsvpLetters, now = new Date()): Promise<{ notices: number; reminders: number }> {
  const notices = await queueEventNotices(db, letters, now);
  return { notices, reminders: await queueReminders(db, letters, now) };
}
