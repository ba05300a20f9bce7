import { formatDate, formatTime, zoneLabel } from './formatters';
import { LOCATION_TYPE } from '@/constants';

// How the engineer side words a work order's schedule and distance.

/**
 * In the order's own time zone: "03/02/2026 9:00 AM", or with an end "03/02/2026 9:00 AM – 5:00 PM"
 * (the end date only when it differs), followed by the zone ("… CST") when it is not the viewer's.
 */
export function describeSchedule(startAt: string, endAt: string | null, timeZone: string): string {
  const startDate = formatDate(startAt, timeZone);
  if (startDate === '—') return '—';
  const clock = (value: string) => formatTime(value, timeZone, { withZone: false });
  const parts = [startDate, clock(startAt)];
  if (endAt) {
    const endDate = formatDate(endAt, timeZone);
    parts.push('–', ...(endDate === startDate ? [] : [endDate]), clock(endAt));
  }
  return [...parts, zoneLabel(endAt ?? startAt, timeZone)].filter(Boolean).join(' ');
}

/** '12.3 mi away'; remote orders and unknown distances say so. */
export function describeDistance(distanceMiles: number | null, locationType: number): string {
  if (locationType === LOCATION_TYPE.REMOTE) return 'Remote';
  if (distanceMiles === null) return 'Distance unknown';
  return `${distanceMiles.toFixed(1)} mi away`;
}
