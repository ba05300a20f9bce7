import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// Display formats of spec section 3: dates MM/DD/YYYY, times 12-hour with AM/PM.

const HH_MM = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type DateInput = string | Date | null | undefined;

/** A timestamp read in `zone` when given (the work order's own zone), else the browser's. */
function read(value: string | Date, zone?: string) {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return dayjs(value);
  const date = dayjs(value);
  if (!zone || !date.isValid()) return date;
  try {
    return date.tz(zone);
  } catch {
    return date;
  }
}

export function formatDate(value: DateInput, zone?: string): string {
  if (!value) return '—';
  const date = read(value, zone);
  return date.isValid() ? date.format('MM/DD/YYYY') : '—';
}

/** A time given as an ISO timestamp or as 'HH:MM', shown as e.g. '2:30 PM'. */
export function formatTime(value: DateInput, zone?: string): string {
  if (!value) return '—';
  if (typeof value === 'string') {
    const match = HH_MM.exec(value);
    if (match) return dayjs().hour(Number(match[1])).minute(Number(match[2])).format('h:mm A');
  }
  const date = read(value, zone);
  return date.isValid() ? date.format('h:mm A') : '—';
}

export function formatDateTime(value: DateInput, zone?: string): string {
  if (!value) return '—';
  return `${formatDate(value, zone)} ${formatTime(value, zone)}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const amount = Number(value);
  return Number.isFinite(amount) ? usd.format(amount) : '—';
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
