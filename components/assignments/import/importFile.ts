import Papa from 'papaparse';
import { WORK_ORDER_IMPORT_LIMITS, workOrderImportTemplate, type ImportRowError } from '@/contracts/workOrderImport';
import type { ApiFieldError } from '@/contracts/envelope';

// The browser's side of the CSV import: the template file, the preview of a chosen file, and
// the row errors of a refused import read back from their field paths.

export const TEMPLATE_FILE_NAME = 'work-orders-template.csv';

/** The template as a file: UTF-8 with a byte-order mark, so a spreadsheet opens it right. */
export function templateFile(): Blob {
  return new Blob(['\uFEFF', workOrderImportTemplate()], { type: 'text/csv;charset=utf-8' });
}

/** Saves the template through a temporary link. */
export function downloadTemplate(): void {
  const url = URL.createObjectURL(templateFile());
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export type ImportPreview = {
  columns: string[];
  /** The first rows, cells by header. */
  rows: Record<string, string>[];
  /** Work orders in the file (blank rows aside). */
  count: number;
  /** Why the file cannot be sent as it is (too large, too many rows, unreadable), or null. */
  problem: string | null;
};

export const PREVIEW_ROWS = 5;

/** A file's text (UTF-8), by the FileReader every browser has. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Reads a chosen file as the server will, to show its first rows and count before anything is sent. */
export async function readPreview(file: File): Promise<ImportPreview> {
  const { maxBytes, maxRows } = WORK_ORDER_IMPORT_LIMITS;
  if (file.size > maxBytes) return { columns: [], rows: [], count: 0, problem: `The file is larger than ${maxBytes / (1024 * 1024)} MB; split it into smaller files.` };
  const text = (await readText(file)).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: (header) => header.trim() });
  const columns = (parsed.meta.fields ?? []).filter(Boolean);
  const count = parsed.data.length;
  const problem =
    columns.length === 0 || count === 0
      ? 'The file has no work orders under its header row; start from the template.'
      : count > maxRows
        ? `The file has ${count.toLocaleString('en-US')} rows; import at most ${maxRows.toLocaleString('en-US')} rows per file.`
        : null;
  return { columns, rows: parsed.data.slice(0, PREVIEW_ROWS), count, problem };
}

/** The row errors of a refused import: `rows.<row>.<column>` paths; other errors (the file) as row 0. */
export function toRowErrors(errors: ApiFieldError[]): ImportRowError[] {
  return errors.map((error) => {
    const match = /^rows\.(\d+)\.(.*)$/.exec(error.path);
    return match ? { row: Number(match[1]), column: match[2], message: error.message, path: error.path } : { row: 0, column: error.path, message: error.message, path: error.path };
  });
}
