import type { CheckInTiming } from '@/constants';
import type { AssignmentRow } from '../../db/schema';

type JudgeCheckInTimingOptions = {
  order: Pick<AssignmentRow, 'scheduleType' | 'startAt' | 'endAt'>;
  at: Date;
  toleranceMinutes: number;
};

const MINUTE_MS = 60_000;

/**
 * Early or late against the agreed schedule: before the start (a window's opening) or after the
 * start (a window's close) by more than the tolerance. Never a refusal: engineers arrive early
 * on purpose, and the company side decides what a late arrival means; both only need to see it.
 * The minutes are how far outside the start or window the check-in fell (0 inside it).
 */
export function judgeCheckInTiming({ order, at, toleranceMinutes }: JudgeCheckInTimingOptions): { timing: CheckInTiming; minutesOffSchedule: number } {
  const opens = order.startAt.getTime();
  const closes = order.scheduleType === 'window' && order.endAt ? order.endAt.getTime() : opens;
  const time = at.getTime();
  const minutesOffSchedule = Math.round(Math.max(opens - time, time - closes, 0) / MINUTE_MS);
  if (minutesOffSchedule <= toleranceMinutes) return { timing: 'on_time', minutesOffSchedule };
  return { timing: time < opens ? 'early' : 'late', minutesOffSchedule };
}
