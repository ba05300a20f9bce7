import { describe, expect, it } from 'vitest';
import { judgeCheckInTiming } from './judge-check-in-timing';

const at = (time: string) => new Date(`2030-05-04T${time}:00Z`);
const exact = { scheduleType: 'exact' as const, startAt: at('15:00'), endAt: null };
const window = { scheduleType: 'window' as const, startAt: at('15:00'), endAt: at('17:00') };

describe('judging a check-in against the schedule', () => {
  it('is on time up to and including the tolerance either side of an exact start', () => {
    expect(judgeCheckInTiming({ order: exact, at: at('14:30'), toleranceMinutes: 30 })).toEqual({ timing: 'on_time', minutesOffSchedule: 30 });
    expect(judgeCheckInTiming({ order: exact, at: at('15:30'), toleranceMinutes: 30 })).toEqual({ timing: 'on_time', minutesOffSchedule: 30 });
    expect(judgeCheckInTiming({ order: exact, at: at('14:29'), toleranceMinutes: 30 })).toEqual({ timing: 'early', minutesOffSchedule: 31 });
    expect(judgeCheckInTiming({ order: exact, at: at('15:31'), toleranceMinutes: 30 })).toEqual({ timing: 'late', minutesOffSchedule: 31 });
  });

  it('measures a window from its opening when early and from its close when late', () => {
    expect(judgeCheckInTiming({ order: window, at: at('16:59'), toleranceMinutes: 0 })).toEqual({ timing: 'on_time', minutesOffSchedule: 0 });
    expect(judgeCheckInTiming({ order: window, at: at('11:30'), toleranceMinutes: 30 })).toEqual({ timing: 'early', minutesOffSchedule: 210 });
    expect(judgeCheckInTiming({ order: window, at: at('18:00'), toleranceMinutes: 30 })).toEqual({ timing: 'late', minutesOffSchedule: 60 });
  });

  it('follows the tolerance it is given', () => {
    expect(judgeCheckInTiming({ order: exact, at: at('14:00'), toleranceMinutes: 60 }).timing).toBe('on_time');
    expect(judgeCheckInTiming({ order: exact, at: at('14:50'), toleranceMinutes: 5 }).timing).toBe('early');
  });
});
