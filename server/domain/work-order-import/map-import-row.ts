import { assignmentInputSchema, type AssignmentInput } from '@/contracts/assignment';
import { IMPORT_LIST_SEPARATOR, WORK_ORDER_IMPORT_COLUMNS, type ImportRowError, type WorkOrderImportColumnKey } from '@/contracts/workOrderImport';
import { LOCATION_TYPE } from '@/constants';
import { toScheduleInstants } from '../assignments/schedule-instants';
import type { ImportCity, ImportReferences } from './load-import-references';
import { rowError, type ImportRow } from './read-import-csv';

export type MappedRow = { row: number; input: AssignmentInput; city: ImportCity | null };
export type RowMapping = { ok: true; value: MappedRow } | { ok: false; errors: ImportRowError[] };

/** Draft fields to columns, the longest field first so `deliverables.0.name` finds `deliverables`. */
const COLUMN_OF_FIELD = [...WORK_ORDER_IMPORT_COLUMNS].sort((a, b) => b.field.length - a.field.length);
const columnOfPath = (path: string): string => COLUMN_OF_FIELD.find((column) => path === column.field || path.startsWith(`${column.field}.`))?.key ?? '';

/** A column's place in the template, so a row's errors read left to right. */
const columnIndex = (key: string) => WORK_ORDER_IMPORT_COLUMNS.findIndex((column) => column.key === key);

const YES = new Set(['yes', 'y', 'true', '1', '']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A number cell: empty is none; "$1,250.50" reads as 1250.5; anything else stays NaN for the schema to refuse. */
const numberCell = (cell: string | undefined) => (cell ? Number(cell.replace(/[$,\s]/g, '')) : null);

/** YYYY-MM-DD as it is, or M/D/YYYY as a spreadsheet may save it. */
function dateCell(cell: string | undefined): string | null {
  if (!cell) return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  return us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : cell;
}

/** HH:MM as it is, or H:MM (and H:MM:SS) as a spreadsheet may save it. */
function timeCell(cell: string | undefined): string | null {
  if (!cell) return null;
  const short = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(cell);
  return short ? `${short[1].padStart(2, '0')}:${short[2]}` : cell;
}

const listCell = (cell: string | undefined) =>
  (cell ?? '')
    .split(IMPORT_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * One file row as a work-order draft: names resolved to ids through the reference lists, then
 * checked by the form's own schema, then the start checked to be in the future as posting does.
 * Every problem is an error naming its column; a name not on its list is reported once (not
 * again as the empty field the schema would see).
 */
export function mapImportRow({ row, cells }: ImportRow, references: ImportReferences, now: Date): RowMapping {
  const errors: ImportRowError[] = [];
  const fail = (column: WorkOrderImportColumnKey, message: string) => errors.push(rowError(row, column, message));
  for (const [column, cell] of Object.entries(cells)) if (cell?.includes('\u0000')) fail(column as WorkOrderImportColumnKey, 'This cell must not contain NUL characters');
  if (errors.length) return { ok: false, errors };

  const named = <T>(column: WorkOrderImportColumnKey, find: (text: string) => T | undefined, message: (text: string) => string): T | null => {
    const cell = cells[column];
    if (!cell) return null;
    const found = find(cell);
    if (found === undefined) fail(column, message(cell));
    return found ?? null;
  };

  const locationType = named('location_type', references.locationType, (text) => `Unknown location type "${text}"; use On site, Remote or Hybrid`);
  const isRemote = locationType === LOCATION_TYPE.REMOTE;
  let countryId: number | null = null;
  let stateId: number | null = null;
  let city: ImportCity | null = null;
  if (!isRemote) {
    countryId = named('country', references.country, (text) => `Unknown country "${text}"; use its name or two-letter code`);
    if (countryId !== null) stateId = named('state', (text) => references.state(countryId!, text), (text) => `Unknown state "${text}" in ${cells.country}`);
    else if (cells.state && !cells.country) fail('country', 'Enter the country of the state');
    if (stateId !== null) city = named('city', (text) => references.city(stateId!, text), (text) => `Unknown city "${text}" in ${cells.state}, ${cells.country}`);
    else if (cells.city && countryId !== null && !cells.state) fail('state', 'Enter the state of the city');
  }

  const skillIds = listCell(cells.skills).flatMap((name) => {
    const id = references.skill(name);
    if (id === undefined) fail('skills', `Unknown skill "${name}"`);
    return id === undefined ? [] : [id];
  });
  const deliverables = listCell(cells.deliverables).flatMap((item) => {
    const parts = item.split(':').map((part) => part.trim());
    const required = parts.length >= 3 && (YES.has(parts.at(-1)!.toLowerCase()) || NO.has(parts.at(-1)!.toLowerCase())) ? parts.pop()!.toLowerCase() : '';
    const typeName = parts.length >= 2 ? parts.pop()! : '';
    const name = parts.join(':');
    if (!name || !typeName) {
      fail('deliverables', `Write each deliverable as name:document type:required, not "${item}"`);
      return [];
    }
    const documentTypeId = references.documentType(typeName);
    if (documentTypeId === undefined) fail('deliverables', `Unknown document type "${typeName}"`);
    return documentTypeId === undefined ? [] : [{ name, document_type_id: documentTypeId, is_required: !NO.has(required) }];
  });

  const draft = {
    basic_info: {
      title: cells.title ?? '',
      category_id: named('category', references.category, () => 'Choose a category from the list'),
      description: cells.description ?? '',
      skill_ids: skillIds,
      job_title_id: named('job_title', references.jobTitle, () => 'Choose a job title from the list'),
    },
    location: {
      location_type: locationType ?? undefined,
      address_line1: cells.address_line1 || null,
      address_line2: cells.address_line2 || null,
      country_id: countryId,
      state_id: stateId,
      city_id: city?.id ?? null,
      zip: cells.zip || null,
    },
    scheduling: {
      schedule_type: cells.schedule_type ? cells.schedule_type.toLowerCase() : undefined,
      start_date: dateCell(cells.start_date) ?? '',
      start_time: timeCell(cells.start_time) ?? '',
      end_date: dateCell(cells.end_date),
      end_time: timeCell(cells.end_time),
      timezone: cells.timezone ?? '',
    },
    pricing: {
      payment_type: named('payment_type', references.paymentType, (text) => `Unknown payment type "${text}"; use Hourly, Fixed or Blended`) ?? undefined,
      hourly_rate: numberCell(cells.hourly_rate),
      max_hours: numberCell(cells.max_hours),
      fixed_amount: numberCell(cells.fixed_amount),
      blended_first_hours: numberCell(cells.blended_first_hours),
      blended_additional_rate: numberCell(cells.blended_additional_rate),
      payment_day_id: named('payment_terms', references.paymentTerms, () => 'Choose payment terms from the list'),
    },
    deliverables,
  };

  const parsed = assignmentInputSchema.safeParse(draft);
  if (!parsed.success) {
    const reported = new Set(errors.map((error) => `${error.column}|${error.message}`));
    const covered = new Set<string>(errors.map((error) => error.column));
    // A place the lists lack leaves the places within it empty too.
    if (covered.has('country')) ['state', 'city'].forEach((column) => covered.add(column));
    if (covered.has('state')) covered.add('city');
    for (const issue of parsed.error.issues) {
      const column = columnOfPath(issue.path.map(String).join('.'));
      // A name the lists lack is already reported; the schema would only see its empty id.
      if (covered.has(column) || reported.has(`${column}|${issue.message}`)) continue;
      reported.add(`${column}|${issue.message}`);
      errors.push(rowError(row, column, issue.message));
    }
  }
  if (errors.length || !parsed.success) return { ok: false, errors: errors.sort((a, b) => columnIndex(a.column) - columnIndex(b.column)) };

  if (toScheduleInstants(parsed.data.scheduling).startAt <= now) return { ok: false, errors: [rowError(row, 'start_date', 'The start must be in the future')] };
  return { ok: true, value: { row, input: parsed.data, city: isRemote ? null : city } };
}
