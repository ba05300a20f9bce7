import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

type WallClock = { date: string; time: string };

/** The instant a wall-clock date ('YYYY-MM-DD') and time ('HH:MM') mean in an IANA zone. */
export function toInstant({ date, time }: WallClock, zone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).toDate();
}

/** The wall-clock date and time of an instant in an IANA zone, as a form shows them. */
export function toWallClock(instant: Date, zone: string): WallClock {
  const local = dayjs(instant).tz(zone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

type Scheduling = { schedule_type: 'exact' | 'window'; start_date: string; start_time: string; end_date?: string | null; end_time?: string | null; timezone: string };

/** start_at and end_at (null for an exact start) of a draft's schedule. */
export function toScheduleInstants(scheduling: Scheduling): { startAt: Date; endAt: Date | null } {
  const startAt = toInstant({ date: scheduling.start_date, time: scheduling.start_time }, scheduling.timezone);
  const hasEnd = scheduling.schedule_type === 'window' && scheduling.end_date && scheduling.end_time;
  const endAt = hasEnd ? toInstant({ date: scheduling.end_date!, time: scheduling.end_time! }, scheduling.timezone) : null;
  return { startAt, endAt };
}
