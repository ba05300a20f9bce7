// How a check-in stood against the agreed schedule. The server decides it when the engineer
// checks in (within CHECK_IN_TOLERANCE_MINUTES of the start, or of an arrival window, is on
// time) and keeps it; both sides and the timeline read the same verdict.

export const CHECK_IN_TIMINGS = ['early', 'on_time', 'late'] as const;
export type CheckInTiming = (typeof CHECK_IN_TIMINGS)[number];

export const CHECK_IN_TIMING_LABELS: Record<CheckInTiming, string> = { early: 'Early', on_time: 'On time', late: 'Late' };

/** '45 min', '2 h', '3 h 30 min'. */
export function describeMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 'early' → '3 h 30 min early', 'on_time' → 'on time', 'late' → '45 min late'. */
export function describeCheckInTiming(timing: CheckInTiming, minutesOffSchedule: number): string {
  if (timing === 'on_time') return 'on time';
  return `${describeMinutes(minutesOffSchedule)} ${timing}`;
}

/** How a recorded check-in stood, as a work order's progress answers it: '3 h 30 min early'; null before the check-in. */
export function describeRecordedCheckIn(progress: { check_in_timing: CheckInTiming | null; check_in_minutes_off_schedule: number | null }): string | null {
  return progress.check_in_timing ? describeCheckInTiming(progress.check_in_timing, progress.check_in_minutes_off_schedule ?? 0) : null;
}
