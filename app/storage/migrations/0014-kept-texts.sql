-- What a staff member had typed in a form posted after their session ended, without scripts in the browser
-- (app/staff/kept-posts.server.ts): kept for an hour under a random token in a cookie, for the same account, and
-- put back on the same page after signing in again. It may be a note about a child: never kept longer.
CREATE TABLE kept_texts (
  token_hash TEXT PRIMARY KEY,
  user_id {{bigint}} NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  fields TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX kept_texts_created ON kept_texts (created_at);
