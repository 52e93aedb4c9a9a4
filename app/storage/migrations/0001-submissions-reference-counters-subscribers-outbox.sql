-- Submissions, reference counters, subscribers, outbox.
CREATE TABLE submissions (
  id {{id}},
  kind TEXT NOT NULL,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX submissions_kind_created ON submissions (kind, created_at);
CREATE INDEX submissions_email ON submissions (email);
CREATE TABLE reference_counters (
  prefix TEXT NOT NULL,
  year INTEGER NOT NULL,
  last INTEGER NOT NULL,
  PRIMARY KEY (prefix, year)
);
CREATE TABLE subscribers (
  id {{id}},
  email TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL,
  interests TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  unsubscribed_at TEXT
);
CREATE TABLE outbox (
  id {{id}},
  submission_id {{bigint}} REFERENCES submissions (id) ON DELETE CASCADE,
  message_id TEXT NOT NULL UNIQUE,
  recipient TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  headers TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_submission ON outbox (submission_id);
