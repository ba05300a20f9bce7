import { formatDate, formatTime } from '@/components/assignments/formatters';
import { LOCATION_TYPE } from '@/constants';

// How the engineer side words a work order's schedule and distance.

/** The short name of a time zone at an instant ('CST', 'EDT'); the zone id itself when unknown. */
export function zoneAbbreviation(iso: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * In the order's own time zone: "03/02/2026 9:00 AM CST", or with an end
 * "03/02/2026 9:00 AM – 5:00 PM CST" (the end date only when it differs).
 */
export function describeSchedule(startAt: string, endAt: string | null, timeZone: string): string {
  const startDate = formatDate(startAt, timeZone);
  if (startDate === '—') return '—';
  const start = `${startDate} ${formatTime(startAt, timeZone)}`;
  if (!endAt) return `${start} ${zoneAbbreviation(startAt, timeZone)}`;
  const endDate = formatDate(endAt, timeZone);
  const end = endDate === startDate ? formatTime(endAt, timeZone) : `${endDate} ${formatTime(endAt, timeZone)}`;
  return `${start} – ${end} ${zoneAbbreviation(endAt, timeZone)}`;
}

/** '12.3 mi away'; remote orders and unknown distances say so. */
export function describeDistance(distanceMiles: number | null, locationType: number): string {
  if (locationType === LOCATION_TYPE.REMOTE) return 'Remote';
  if (distanceMiles === null) return 'Distance unknown';
  return `${distanceMiles.toFixed(1)} mi away`;
}
