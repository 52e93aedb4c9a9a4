-- Sign-in throttles counted in the database, a second factor for staff (TOTP and recovery codes), staff
-- roles, site-wide settings.
CREATE TABLE sign_in_throttles (
  key TEXT PRIMARY KEY,
  attempts INTEGER NOT NULL,
  window_start TEXT NOT NULL,
  blocked_until TEXT,
  lockouts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE sign_in_known_addresses (
  user_id {{bigint}} NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  last_sign_in_at TEXT NOT NULL,
  PRIMARY KEY (user_id, address)
);
ALTER TABLE staff_users ADD COLUMN role TEXT NOT NULL DEFAULT 'admin';
ALTER TABLE staff_users ADD COLUMN totp_secret TEXT;
ALTER TABLE staff_users ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE staff_users ADD COLUMN totp_enrolled_at TEXT;
ALTER TABLE staff_users ADD COLUMN totp_last_step {{bigint}};
CREATE TABLE staff_recovery_codes (
  id {{id}},
  user_id {{bigint}} NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX staff_recovery_codes_user ON staff_recovery_codes (user_id);
CREATE TABLE site_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT
);
-- Sessions begun with a password alone end: everyone signs in again through the second factor.
DELETE FROM staff_sessions;
