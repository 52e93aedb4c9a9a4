-- Replies to an event's RSVP (app/forms/rsvp/): who comes, how many, their answer to the event's question, and
-- where the reply stands (coming, waiting for a place, cancelled). `told_status` is the event's status the
-- person last heard of (a cancellation or a move is told once), `reminded_at` when the reminder was queued
-- (set at once for a reply made within a day of the event: its confirmation is the reminder).
CREATE TABLE rsvp_replies (
  id {{id}},
  event_id {{bigint}} NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  people INTEGER NOT NULL,
  answer TEXT NOT NULL,
  status TEXT NOT NULL,
  told_status TEXT NOT NULL,
  reminded_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX rsvp_replies_event ON rsvp_replies (event_id, status, created_at);
CREATE INDEX rsvp_replies_email ON rsvp_replies (email);
CREATE INDEX rsvp_replies_reminder ON rsvp_replies (status, reminded_at);
-- The e-mails about a reply, so that what still waits to be sent (a reminder) is withdrawn when the reply or its
-- event is cancelled; a sent message's row outlives the reply, as every outbox row does.
ALTER TABLE outbox ADD COLUMN rsvp_reply_id {{bigint}} REFERENCES rsvp_replies (id) ON DELETE SET NULL;
CREATE INDEX outbox_rsvp_reply ON outbox (rsvp_reply_id)
