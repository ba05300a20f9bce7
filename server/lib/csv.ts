// CSV as RFC 4180 writes it, for files a spreadsheet opens: fields separated by commas, records
// ended by CRLF, a field quoted when it holds a comma, quote, CR or LF (quotes doubled), and a
// UTF-8 byte order mark first so Excel reads the text as UTF-8. A text that a spreadsheet would
// take for a formula (=, +, -, @, tab or CR first) gets a leading apostrophe (OWASP CSV injection).

/** What a cell may hold: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** The UTF-8 byte order mark, written once at the start of the file. */
export const CSV_BOM = '\uFEFF';

export const CSV_LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** A plain decimal number (a negative amount) is no formula, and stays a number for the spreadsheet. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One field: numbers as they are, text guarded against formulas and quoted as needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its line end. */
export const csvRow = (cells: readonly CsvCell[]): string => cells.map(csvCell).join(',') + CSV_LINE_END;

/** Two decimals for money; empty when there is none. Amounts arrive as numbers or as numeric text from the database. */
export function csvMoney(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount.toFixed(2) : null;
}
