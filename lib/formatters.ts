import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// Display formats: dates MM/DD/YYYY, times 12-hour with AM/PM. Every time on
// every page goes through formatTime, so one event reads the same everywhere: in the zone the
// caller names (the work order's own), labelled with that zone whenever the viewer's clock
// reads differently ("6:23 AM CST"), and in the viewer's zone when no zone is named.

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

/** The short name of a time zone at an instant ('CST', 'EDT'); the zone id itself when unknown. */
export function zoneAbbreviation(value: string | Date, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(value));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * The zone's short name when the viewer's own clock (the browser's zone) shows the instant at
 * another time, else ''. Offsets are compared, not zone ids: Winnipeg and Chicago read alike.
 */
export function zoneLabel(value: DateInput, zone?: string): string {
  if (!value || !zone || (typeof value === 'string' && (DATE_ONLY.test(value) || HH_MM.test(value)))) return '';
  const date = read(value, zone);
  if (!date.isValid() || date.utcOffset() === dayjs(value).utcOffset()) return '';
  return zoneAbbreviation(value, zone);
}

export function formatDate(value: DateInput, zone?: string): string {
  if (!value) return '—';
  const date = read(value, zone);
  return date.isValid() ? date.format('MM/DD/YYYY') : '—';
}

/**
 * A time given as an ISO timestamp or as 'HH:MM', shown as e.g. '2:30 PM', or '2:30 PM CST' when
 * `zone` is not the viewer's (`withZone: false` leaves the label to the caller, as a range does).
 */
export function formatTime(value: DateInput, zone?: string, { withZone = true }: { withZone?: boolean } = {}): string {
  if (!value) return '—';
  if (typeof value === 'string') {
    const match = HH_MM.exec(value);
    if (match) return dayjs().hour(Number(match[1])).minute(Number(match[2])).format('h:mm A');
  }
  const date = read(value, zone);
  if (!date.isValid()) return '—';
  const label = withZone ? zoneLabel(value, zone) : '';
  return label ? `${date.format('h:mm A')} ${label}` : date.format('h:mm A');
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
