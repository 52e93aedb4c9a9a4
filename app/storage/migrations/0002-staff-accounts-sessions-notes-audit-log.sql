-- Staff accounts, sessions, notes, audit log.
CREATE TABLE staff_users (
  id {{id}},
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  status TEXT NOT NULL DEFAULT 'active',
  created_at TEXT NOT NULL,
  password_set_at TEXT
);
CREATE TABLE staff_sessions (
  id_hash TEXT PRIMARY KEY,
  user_id {{bigint}} NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE INDEX staff_sessions_user ON staff_sessions (user_id);
CREATE TABLE password_links (
  token_hash TEXT PRIMARY KEY,
  user_id {{bigint}} NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE TABLE submission_notes (
  id {{id}},
  submission_id {{bigint}} NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX submission_notes_submission ON submission_notes (submission_id);
CREATE TABLE audit_log (
  id {{id}},
  at TEXT NOT NULL,
  actor TEXT,
  action TEXT NOT NULL,
  subject TEXT,
  detail TEXT NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at);
