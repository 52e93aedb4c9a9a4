-- Documents (app/media/documents*.ts): magazine issues and the downloads page's forms and documents, each with
-- its words in both languages and a PDF per language (English, Amharic, or both), stored in the database like the
-- media library's images so that every server serves every upload and the database's backup holds them.
CREATE TABLE documents (
  id {{id}},
  kind TEXT NOT NULL,
  download_group TEXT,
  issue_date TEXT,
  title_en TEXT NOT NULL DEFAULT '',
  title_am TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  description_am TEXT NOT NULL DEFAULT '',
  cover_media_key TEXT,
  status TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX documents_listed ON documents (status, kind);
-- One file per document and language. The name comes from the bytes (the same PDF in two documents shares
-- its name and its bytes), so a name never changes what it serves.
CREATE TABLE document_files (
  document_id {{bigint}} NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  file_name TEXT NOT NULL,
  original_name TEXT NOT NULL,
  byte_size INTEGER NOT NULL,
  bytes {{blob}} NOT NULL,
  PRIMARY KEY (document_id, lang)
);
CREATE INDEX document_files_name ON document_files (file_name);
