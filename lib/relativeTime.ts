import { formatDateTime } from '@/lib/formatters';

// When something happened: relative ("5 minutes ago") for the eye, absolute (MM/DD/YYYY and a
// 12-hour time with AM/PM) beside it.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; empty for a value that is not a time. */
export function formatRelativeTime(value: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) < 45) return 'just now';
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? UNITS[UNITS.length - 1];
  return relative.format(Math.round(seconds / size), unit);
}

export const formatAbsoluteTime = (value: string) => formatDateTime(value);
