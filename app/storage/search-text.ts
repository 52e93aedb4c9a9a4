/**
 * Text as staff search compares it: composed (NFC, so an é typed as e and an accent finds a stored é) and in
 * lower case by JavaScript's Unicode rules. Computed here, never by the database: SQLite's LOWER and LIKE
 * know only ASCII letters and PostgreSQL's follow the cluster's locale, so the two would disagree
 * (docs/decisions/0026-search-folded-in-javascript.md).
 */
export const searchFold = (text: string): string => text.normalize("NFC").toLowerCase();

/** A LIKE pattern that finds `text` anywhere, its % _ and \ matched as themselves (the query says ESCAPE '\'). */
export const containsPattern = (text: string): string => `%${searchFold(text).replace(/[\\%_]/g, "\\$&")}%`;
