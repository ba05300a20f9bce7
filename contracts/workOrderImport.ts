import '@/contracts/configureZod';
import { z } from 'zod';
import { flagField } from '@/contracts/primitives';

// CSV import of work orders: the one list of columns (the template the portal offers, its help
// table and the server's reading of a file all come from it), the limits and the answer.

export const WORK_ORDER_IMPORT_LIMITS = {
  /** Data rows per file (the header row aside). */
  maxRows: 5000,
  /** Bytes per file. */
  maxBytes: 5 * 1024 * 1024,
} as const;

/** The separator of list cells (skills, deliverables). */
export const IMPORT_LIST_SEPARATOR = ';';

export type WorkOrderImportColumn = {
  /** The header as the template writes it; headers are matched ignoring case, spaces and underscores. */
  key: string;
  /** The field of the work-order draft the cell fills (errors on that field point at this column). */
  field: string;
  meaning: string;
  example: string;
  /** Required on every row (others are required only for some location or payment types). */
  required?: boolean;
};

/** Every column of the import file, in template order, with the draft field it fills. */
export const WORK_ORDER_IMPORT_COLUMNS = [
  { key: 'title', field: 'basic_info.title', meaning: 'Title of the work order (at most 200 characters).', example: 'POS terminal install', required: true },
  { key: 'category', field: 'basic_info.category_id', meaning: 'Category name as the category list shows it.', example: 'Point of Sale (POS)', required: true },
  { key: 'description', field: 'basic_info.description', meaning: 'Scope of work (at most 5,000 characters).', example: 'Install and test four POS terminals.', required: true },
  { key: 'skills', field: 'basic_info.skill_ids', meaning: 'Skill names separated by ";" (at most 20); may be empty.', example: 'POS Installation;POS Troubleshooting' },
  { key: 'job_title', field: 'basic_info.job_title_id', meaning: 'Job title name; may be empty.', example: 'POS Technician' },
  { key: 'location_type', field: 'location.location_type', meaning: 'On site, Remote or Hybrid; empty means On site.', example: 'On site' },
  { key: 'address_line1', field: 'location.address_line1', meaning: 'Street address; required unless Remote.', example: '500 Congress Ave' },
  { key: 'address_line2', field: 'location.address_line2', meaning: 'Suite, floor or unit; may be empty.', example: 'Suite 2' },
  { key: 'country', field: 'location.country_id', meaning: 'Country name or two-letter code; required unless Remote.', example: 'United States' },
  { key: 'state', field: 'location.state_id', meaning: 'State name or code within the country; required unless Remote.', example: 'TX' },
  { key: 'city', field: 'location.city_id', meaning: 'City name within the state, as the city list holds it; required unless Remote.', example: 'Austin' },
  { key: 'zip', field: 'location.zip', meaning: 'ZIP or postal code; may be empty.', example: '78701' },
  { key: 'schedule_type', field: 'scheduling.schedule_type', meaning: '"exact" (a start time) or "window" (a start and an end); empty means exact.', example: 'exact' },
  { key: 'start_date', field: 'scheduling.start_date', meaning: 'Start date, YYYY-MM-DD; the start must be in the future.', example: '2030-01-15', required: true },
  { key: 'start_time', field: 'scheduling.start_time', meaning: 'Start time, HH:MM (24-hour), in the time zone below.', example: '09:00', required: true },
  { key: 'end_date', field: 'scheduling.end_date', meaning: 'End date, YYYY-MM-DD; required for a window.', example: '' },
  { key: 'end_time', field: 'scheduling.end_time', meaning: 'End time, HH:MM; required for a window.', example: '' },
  { key: 'timezone', field: 'scheduling.timezone', meaning: 'IANA time zone of the site.', example: 'America/Chicago', required: true },
  { key: 'payment_type', field: 'pricing.payment_type', meaning: 'Hourly, Fixed or Blended; empty means Fixed.', example: 'Fixed' },
  { key: 'hourly_rate', field: 'pricing.hourly_rate', meaning: 'Rate per hour (Hourly).', example: '' },
  { key: 'max_hours', field: 'pricing.max_hours', meaning: 'Maximum hours (Hourly; optional for Blended).', example: '' },
  { key: 'fixed_amount', field: 'pricing.fixed_amount', meaning: 'Fixed price (Fixed), or the price of the first hours (Blended).', example: '450' },
  { key: 'blended_first_hours', field: 'pricing.blended_first_hours', meaning: 'Hours the fixed amount covers (Blended).', example: '' },
  { key: 'blended_additional_rate', field: 'pricing.blended_additional_rate', meaning: 'Rate per hour past the first hours (Blended).', example: '' },
  { key: 'payment_terms', field: 'pricing.payment_day_id', meaning: 'Payment terms as the list names them ("30 days") or the number of days.', example: '30 days', required: true },
  {
    key: 'deliverables',
    field: 'deliverables',
    meaning: 'Deliverables separated by ";", each name:document type:required (yes or no; empty means yes); may be empty.',
    example: 'Photos:Photos (after work):yes;Sign-off:Customer Sign-off:no',
  },
] as const satisfies readonly WorkOrderImportColumn[];

export type WorkOrderImportColumnKey = (typeof WORK_ORDER_IMPORT_COLUMNS)[number]['key'];

/** A header as it is compared: lower case, letters and digits only ("Address line 1" = "address_line1"). */
export const canonicalHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The template: the header row and the example row, as CSV text (RFC 4180 quoting). */
export function workOrderImportTemplate(): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const header = WORK_ORDER_IMPORT_COLUMNS.map((column) => column.key);
  const example = WORK_ORDER_IMPORT_COLUMNS.map((column) => column.example);
  return `${[header, example].map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

export const workOrderImportQuerySchema = z.object({
  dry_run: flagField().meta({ description: 'true checks every row and creates nothing; false (the default) creates every row or none' }),
});

/** One refused cell: the row as a spreadsheet numbers it (the header is row 1), the column, what is wrong. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
  /** `rows.<row>.<column>`, so the error is also a field error of the usual shape. */
  path: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const workOrderImportResultSchema = z.object({
  dry_run: z.boolean(),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  /** Orders created: 0 on a dry run. */
  created: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type WorkOrderImportResult = z.infer<typeof workOrderImportResultSchema>;
