-- Newsletters (app/newsletters/): written in English and Amharic, sent to the subscribers of their audience
-- through the outbox, one row per recipient linked to the newsletter (its body is written at send time, in the
-- recipient's language, with their own unsubscribe links). The rows' statuses are the newsletter's counts.
-- `queued_through` is the last subscriber id queued, so queueing in batches resumes after a restart.
CREATE TABLE newsletters (
  id {{id}},
  slug TEXT NOT NULL UNIQUE,
  subject_en TEXT NOT NULL,
  subject_am TEXT NOT NULL,
  body_en TEXT NOT NULL,
  body_am TEXT NOT NULL,
  audience TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft',
  send_at TEXT,
  queued_through {{bigint}} NOT NULL DEFAULT 0,
  queued_at TEXT,
  recipients INTEGER NOT NULL DEFAULT 0,
  started_at TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX newsletters_status ON newsletters (status, send_at);
ALTER TABLE outbox ADD COLUMN newsletter_id {{bigint}} REFERENCES newsletters (id);
-- A newsletter's progress (counts by status) and its next rows to send, read from the index alone.
CREATE INDEX outbox_newsletter ON outbox (newsletter_id, status, id);
-- The other e-mails' due rows, without a newsletter's thousands waiting their turn.
CREATE INDEX outbox_due_mail ON outbox (status, next_attempt_at) WHERE newsletter_id IS NULL;
-- Permanent delivery failures (SMTP 5xx) of newsletters; at `bounceLimit` the address is 'bouncing' and skipped.
ALTER TABLE subscribers ADD COLUMN bounces INTEGER NOT NULL DEFAULT 0
