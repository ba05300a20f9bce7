import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { ScheduleItem } from '@/contracts/engineerSchedule';
import type { WorkingHoursView } from '@/contracts/workingHours';

type WorkingDayView = WorkingHoursView['days'][number];

dayjs.extend(utc);
dayjs.extend(timezone);

// The days a schedule view covers, in the viewer's own zone, and which orders fall on each.

export type ScheduleView = 'week' | 'month';

/** The viewer's time zone (the browser's); the days of the schedule begin in it. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** 'YYYY-MM-DD' of a day. */
export const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');

/** The first and last day shown: the week (Sunday first) of `anchor`, or the whole weeks its month touches. */
export function viewRange(view: ScheduleView, anchor: Dayjs): { first: Dayjs; last: Dayjs } {
  if (view === 'week') return { first: anchor.startOf('week'), last: anchor.endOf('week').startOf('day') };
  return { first: anchor.startOf('month').startOf('week'), last: anchor.endOf('month').endOf('week').startOf('day') };
}

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: Dayjs, last: Dayjs): Dayjs[] {
  const days: Dayjs[] = [];
  for (let day = first; !day.isAfter(last, 'day'); day = day.add(1, 'day')) days.push(day);
  return days;
}

/** Whether an order began before `day` on the viewer's clock (it runs into that day from an earlier one). */
export const startsBefore = (item: ScheduleItem, day: Dayjs, zone: string) => dayKey(dayjs(item.start_at).tz(zone)) < dayKey(day);

/**
 * The days (keys) an order covers on the viewer's clock: from the day it starts to the day it
 * ends, an end at midnight exactly not counting that day.
 */
export function coveredDayKeys(item: ScheduleItem, zone: string): string[] {
  const start = dayjs(item.start_at).tz(zone);
  const end = dayjs(item.end_at).tz(zone);
  const lastDay = end.isAfter(start) && end.isSame(end.startOf('day')) ? end.subtract(1, 'day') : end;
  return daysBetween(start.startOf('day'), lastDay.startOf('day')).map(dayKey);
}

/**
 * The orders of each day, earliest first: an order is listed on every day it covers (a window
 * of several days on each of them), not only on the day it starts.
 */
export function groupByDay(items: ScheduleItem[], zone: string): Map<string, ScheduleItem[]> {
  const byDay = new Map<string, ScheduleItem[]>();
  for (const item of items) {
    for (const key of coveredDayKeys(item, zone)) byDay.set(key, [...(byDay.get(key) ?? []), item]);
  }
  return byDay;
}

/** The hour (0–23) an order starts at on the viewer's clock. */
export const startHour = (item: ScheduleItem, zone: string) => dayjs(item.start_at).tz(zone).hour();

/** The working hours of a weekday from the profile, or null when the engineer does not work that day. */
export function workingDayOf(days: WorkingDayView[] | undefined, weekday: number): { start: string; end: string } | null {
  const day = days?.find((item) => item.weekday === weekday);
  return day?.is_available && day.start_time && day.end_time ? { start: day.start_time, end: day.end_time } : null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the hour starting at `hour` lies (at least in part) in the working hours. */
export function isWorkingHour(working: { start: string; end: string } | null, hour: number): boolean {
  if (!working) return false;
  return hour * 60 < minutesOf(working.end) && (hour + 1) * 60 > minutesOf(working.start);
}

/** The hours a week grid shows: 8 AM to 6 PM, stretched to the working hours and to every order shown. */
export function gridHours(items: ScheduleItem[], days: WorkingDayView[] | undefined, zone: string): number[] {
  let first = 8;
  let last = 17;
  for (const day of days ?? []) {
    if (!day.is_available || !day.start_time || !day.end_time) continue;
    first = Math.min(first, Math.floor(minutesOf(day.start_time) / 60));
    last = Math.max(last, Math.ceil(minutesOf(day.end_time) / 60) - 1);
  }
  for (const item of items) {
    const hour = startHour(item, zone);
    first = Math.min(first, hour);
    last = Math.max(last, hour);
  }
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
