import { describe, expect, it } from 'vitest';
import { excerpt } from './post-webhook';
import { nextAttemptDelay, parseRetryAfter, parseRetrySchedule } from './retry-schedule';

describe('the retry schedule', () => {
  it('reads the default schedule', () => {
    expect(parseRetrySchedule('5s,5m,30m,2h,5h,10h,10h')).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(parseRetrySchedule('250ms, 1.5s')).toEqual([250, 1500]);
  });

  it('waits the scheduled time after each failed attempt, ±10%, and gives up when the schedule runs out', () => {
    const schedule = [1000, 60_000];
    expect(nextAttemptDelay({ attempts: 1, schedule, random: () => 0 })).toBe(900);
    expect(nextAttemptDelay({ attempts: 1, schedule, random: () => 1 })).toBe(1100);
    expect(nextAttemptDelay({ attempts: 2, schedule, random: () => 0.5 })).toBe(60_000);
    expect(nextAttemptDelay({ attempts: 3, schedule })).toBeNull();
  });

  it('honours a longer Retry-After, in seconds or as a date', () => {
    expect(nextAttemptDelay({ attempts: 1, schedule: [1000], retryAfterMs: 30_000, random: () => 0.5 })).toBe(30_000);
    expect(nextAttemptDelay({ attempts: 1, schedule: [1000], retryAfterMs: 10, random: () => 0.5 })).toBe(1000);
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter(new Date(1_000_000 + 5000).toUTCString(), 1_000_000)).toBe(5000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });

  it('keeps 4 KB of an answer, cut on a character boundary', () => {
    expect(excerpt('a'.repeat(5000))).toHaveLength(4096);
    expect(Buffer.byteLength(excerpt('é'.repeat(3000)))).toBeLessThanOrEqual(4096);
    expect(excerpt('é'.repeat(3000)).endsWith('é')).toBe(true);
  });
});
