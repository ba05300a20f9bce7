import Papa from 'papaparse';
import { canonicalHeader, WORK_ORDER_IMPORT_COLUMNS, type ImportRowError, type WorkOrderImportColumnKey } from '@/contracts/workOrderImport';

/** One data row: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export type ImportRow = { row: number; cells: Partial<Record<WorkOrderImportColumnKey, string>> };

export type ImportCsv = { rows: ImportRow[]; errors: ImportRowError[] };

const COLUMN_BY_HEADER = new Map<string, WorkOrderImportColumnKey>(WORK_ORDER_IMPORT_COLUMNS.map((column) => [canonicalHeader(column.key), column.key]));

export const rowError = (row: number, column: string, message: string): ImportRowError => ({ row, column, message, path: `rows.${row}.${column}` });

/** Commas as the template has them; a file saved with semicolons or tabs (a spreadsheet's locale) is told by its header row. */
function delimiterOf(content: string): string {
  const header = content.slice(0, content.search(/\r?\n|$/));
  return [',', ';', '\t'].find((delimiter) => header.includes(delimiter)) ?? ',';
}

/**
 * Reads an import file: the header row names the columns (in any order, matched ignoring case,
 * spaces and underscores; a byte-order mark is dropped), every later row is one work order.
 * Rows keep the numbers a spreadsheet shows, blank lines included; blank rows are skipped.
 * Unknown or repeated headers and malformed rows are row errors, not a refusal of the file.
 */
export function readImportCsv(text: string): ImportCsv {
  const content = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(content, { header: false, skipEmptyLines: false, delimiter: delimiterOf(content) });
  const errors: ImportRowError[] = [];
  const [header = [], ...records] = parsed.data;
  const keys = header.map((name, index) => {
    const key = COLUMN_BY_HEADER.get(canonicalHeader(name));
    if (!name.trim()) return undefined;
    if (!key) errors.push(rowError(1, name.trim(), `Unknown column "${name.trim()}"; the template lists the columns`));
    else if (header.findIndex((other) => COLUMN_BY_HEADER.get(canonicalHeader(other)) === key) !== index) errors.push(rowError(1, key, 'This column appears twice'));
    return key;
  });
  if (!keys.includes('title')) errors.push(rowError(1, 'title', 'The header row has no title column; start from the template'));

  // Papa counts records from 0 with the header as record 0; a malformed record keeps its own number.
  for (const problem of parsed.errors) {
    if (problem.row !== undefined && problem.code !== 'UndetectableDelimiter') errors.push(rowError(problem.row + 1, '', problem.message));
  }

  const rows: ImportRow[] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => !cell.trim())) return;
    if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim())) {
      errors.push(rowError(row, '', `This row has ${record.length} cells and the header ${header.length} columns`));
    }
    const cells: ImportRow['cells'] = {};
    keys.forEach((key, column) => {
      if (key && cells[key] === undefined) cells[key] = (record[column] ?? '').trim();
    });
    rows.push({ row, cells });
  });
  return { rows, errors };
}
