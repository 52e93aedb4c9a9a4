-- The half-signed-in state (a right password, the second factor still to come) as a row, not a signed
-- cookie: a copy of the database then forges none (decision 47). A new password deletes the account's rows.
CREATE TABLE staff_pending_sign_ins (
  id_hash TEXT PRIMARY KEY,
  user_id {{bigint}} NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);
CREATE INDEX staff_pending_sign_ins_user ON staff_pending_sign_ins (user_id);
