-- The media library (app/media/): every uploaded image once (its key comes from the bytes uploaded), its words
-- in both languages, whether it shows children and who recorded that their guardians agreed to publication, and
-- its variants (each width in each format) stored in the database, so that every server serves every upload.
CREATE TABLE media (
  id {{id}},
  media_key TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  alt_en TEXT NOT NULL DEFAULT '',
  alt_am TEXT NOT NULL DEFAULT '',
  caption_en TEXT NOT NULL DEFAULT '',
  caption_am TEXT NOT NULL DEFAULT '',
  focal_x INTEGER NOT NULL DEFAULT 50,
  focal_y INTEGER NOT NULL DEFAULT 50,
  shows_children INTEGER NOT NULL DEFAULT 0,
  guardians_agreed_by TEXT,
  guardians_agreed_at TEXT,
  status TEXT NOT NULL,
  uploaded_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX media_listed ON media (status, id);
CREATE TABLE media_variants (
  file_name TEXT PRIMARY KEY,
  media_id {{bigint}} NOT NULL REFERENCES media (id) ON DELETE CASCADE,
  format TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  byte_size INTEGER NOT NULL,
  bytes {{blob}} NOT NULL
);
CREATE INDEX media_variants_media ON media_variants (media_id);
