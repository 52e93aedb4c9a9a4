import { organisation } from "#app/config/organisation.ts";
import { formatSpreadsheetMoment } from "#app/i18n/format.ts";

/**
 * CSV as RFC 4180 describes it (CRLF between records; a field with a comma, quote or line break in
 * quotes, its quotes doubled), safe to open in a spreadsheet: a cell that starts with = + - @, a tab or a
 * carriage return would be read as a formula, so it gets a leading apostrophe (OWASP's advice). The text
 * starts with a byte-order mark so Excel reads it as UTF-8 and Amharic names come out whole.
 */
const byteOrderMark = "\uFEFF";

const formulaStart = /^[=+\-@\t\r]/;

/**
 * An international phone number as people write it ("+251 91 234 5678"), which the apostrophe would spoil.
 * It is safe as written: made of digits, spaces, ( ) . - after the +, it can name no function, cell, link
 * or program (no letters, quotes, |, !, $ or :), so even a spreadsheet that read it as a formula could run
 * nothing. And it is no formula: two numbers with only a space between them are not an expression (Excel's
 * space is the intersection of two ranges, which numbers are not), so spreadsheets keep it as text. Without
 * such a space ("+15035550142", "+1-503-555-0142") Excel would read a number or a sum, so those keep the
 * apostrophe.
 */
const spacedPhoneNumber = /^\+\d[\d ().-]*$/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text) && !(spacedPhoneNumber.test(text) && /\d \d/.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${byteOrderMark}${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A moment as spreadsheets read a date, in the organisation's time zone (the column's header says so). */
export const spreadsheetMoment = (iso: string) => formatSpreadsheetMoment(iso, organisation.timeZone);
