/**
 * Control characters other than tab and line breaks are never typed by a person; NUL cannot even be stored in
 * PostgreSQL text. Forms drop them before their rules are checked (the same in browser and server), and staff
 * searches before they are sent to the database. A module of its own: pages that import it get no more.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const withoutControlCharacters = (value: string) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
