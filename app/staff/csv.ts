/**
 * CSV as RFC 4180 describes it (CRLF between records; a field with a comma, quote or line break in
 * quotes, its quotes doubled), safe to open in a spreadsheet: a cell that starts with = + - @, a tab or a
 * carriage return would be read as a formula, so it gets a leading apostrophe (OWASP's advice). The text
 * starts with a byte-order mark so Excel reads it as UTF-8 and Amharic names come out whole.
 */
const byteOrderMark = "\uFEFF";

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${byteOrderMark}${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
