import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** MM/DD/YYYY of an instant in the order's time zone (the portal's one date format). */
export const formatOrderDate = (instant: Date, zone: string) => dayjs(instant).tz(zone).format('MM/DD/YYYY');

const DAY_MS = 24 * 3600 * 1000;

/** An instant some (possibly fractional) days later. */
export const addDays = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS);
