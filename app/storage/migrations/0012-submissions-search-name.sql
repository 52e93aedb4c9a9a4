-- The sender's name as staff search compares it (app/storage/search-text.ts), written with each submission.
-- Existing rows get theirs from this step's code in migrations.server.ts: the folding is JavaScript's.
ALTER TABLE submissions ADD COLUMN search_name TEXT NOT NULL DEFAULT ''
