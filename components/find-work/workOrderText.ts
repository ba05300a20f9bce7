import { LOCATION_TYPE } from '@/server/routes/assignments/assignment.schemas';

// How the engineer side words a work order's schedule, distance and place.

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

export type ZonedParts = { date: string; time: string; zone: string };

/** An ISO instant as the order's own wall clock: MM/DD/YYYY, h:mm AM/PM and the zone's short name. */
export function toZonedParts(iso: string, timeZone: string): ZonedParts | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  let format: Intl.DateTimeFormat;
  try {
    format = zoneFormat(timeZone);
  } catch {
    format = zoneFormat('UTC');
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return {
    date: `${part.month}/${part.day}/${part.year}`,
    time: `${part.hour}:${part.minute} ${String(part.dayPeriod).toUpperCase()}`,
    zone: part.timeZoneName ?? timeZone,
  };
}

/** "03/02/2026 9:00 AM CST", or with an end "03/02/2026 9:00 AM – 5:00 PM CST" (the end date when it differs). */
export function describeSchedule(startAt: string, endAt: string | null, timeZone: string): string {
  const start = toZonedParts(startAt, timeZone);
  if (!start) return '—';
  const end = endAt ? toZonedParts(endAt, timeZone) : null;
  if (!end) return `${start.date} ${start.time} ${start.zone}`;
  const endText = end.date === start.date ? end.time : `${end.date} ${end.time}`;
  return `${start.date} ${start.time} – ${endText} ${end.zone}`;
}

/** '12.3 mi away'; remote orders and unknown distances say so. */
export function describeDistance(distanceMiles: number | null, locationType: number): string {
  if (locationType === LOCATION_TYPE.REMOTE) return 'Remote';
  if (distanceMiles === null) return 'Distance unknown';
  return `${distanceMiles.toFixed(1)} mi away`;
}
