-- Settings kept by the database (the signing secret, shared by every server), rate-limit counters shared
-- by every server, and what the retention task needs to find sent e-mails whose contents are due to go.
CREATE TABLE settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL,
  expires_at {{bigint}} NOT NULL
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
ALTER TABLE outbox ADD COLUMN redacted_at TEXT;
-- Only the messages not yet erased (at most the retention period's worth) are in it.
CREATE INDEX outbox_unredacted ON outbox (status) WHERE redacted_at IS NULL
