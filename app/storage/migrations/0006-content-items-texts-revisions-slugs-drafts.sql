-- Content staff edit in the staff area (news first; events, people, sponsors, facts and page text follow as
-- more kinds): each item with its non-text fields and publication, its text per language with the
-- translation state, every revision as a full snapshot, old slugs (301 to the current one), one autosaved
-- draft per item, and a counter of changes the public can see (app/content/store.server.ts).
CREATE TABLE content_items (
  id {{id}},
  kind TEXT NOT NULL,
  slug TEXT NOT NULL,
  fields TEXT NOT NULL,
  status TEXT NOT NULL,
  publish_at TEXT,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT,
  UNIQUE (kind, slug)
);
CREATE INDEX content_items_public ON content_items (kind, status, publish_at);
CREATE TABLE content_texts (
  item_id {{bigint}} NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  fields TEXT NOT NULL,
  revision INTEGER NOT NULL,
  source_revision INTEGER,
  source_fields TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (item_id, lang)
);
CREATE TABLE content_revisions (
  id {{id}},
  item_id {{bigint}} NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  at TEXT NOT NULL,
  actor TEXT,
  action TEXT NOT NULL,
  snapshot TEXT NOT NULL
);
CREATE INDEX content_revisions_item ON content_revisions (item_id, id);
CREATE TABLE content_slugs (
  kind TEXT NOT NULL,
  slug TEXT NOT NULL,
  item_id {{bigint}} NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  PRIMARY KEY (kind, slug)
);
CREATE TABLE content_drafts (
  item_id {{bigint}} PRIMARY KEY REFERENCES content_items (id) ON DELETE CASCADE,
  base_version INTEGER NOT NULL,
  snapshot TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  saved_by TEXT
);
CREATE TABLE content_public_changes (
  id INTEGER PRIMARY KEY,
  changes {{bigint}} NOT NULL
);
INSERT INTO content_public_changes (id, changes) VALUES (1, 0)
