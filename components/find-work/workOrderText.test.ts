import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeDistance, describeSchedule } from '@/lib/workOrderText';

// The viewer's zone is the process's: UTC, unless a test says otherwise.
beforeEach(() => vi.stubEnv('TZ', 'UTC'));
afterEach(() => vi.unstubAllEnvs());

describe('work order text', () => {
  it("shows the schedule on the order's wall clock, MM/DD/YYYY and 12-hour time", () => {
    expect(describeSchedule('2026-03-02T15:00:00Z', null, 'America/Chicago')).toBe('03/02/2026 9:00 AM CST');
    expect(describeSchedule('2026-07-04T23:30:00.000Z', null, 'America/New_York')).toBe('07/04/2026 7:30 PM EDT');
    expect(describeSchedule('not a date', null, 'America/Chicago')).toBe('—');
  });

  it('puts start and end on one line, with the end date only when it differs', () => {
    expect(describeSchedule('2026-03-02T15:00:00Z', '2026-03-02T23:00:00Z', 'America/Chicago')).toBe('03/02/2026 9:00 AM – 5:00 PM CST');
    expect(describeSchedule('2026-03-02T15:00:00Z', '2026-03-03T23:00:00Z', 'America/Chicago')).toBe('03/02/2026 9:00 AM – 03/03/2026 5:00 PM CST');
  });

  it("leaves the zone out for a viewer in the order's own zone", () => {
    vi.stubEnv('TZ', 'America/Chicago');
    expect(describeSchedule('2026-03-02T15:00:00Z', '2026-03-02T23:00:00Z', 'America/Chicago')).toBe('03/02/2026 9:00 AM – 5:00 PM');
  });

  it('says how far away an order is, one decimal, or that it is remote', () => {
    expect(describeDistance(12.34, 1)).toBe('12.3 mi away');
    expect(describeDistance(0, 3)).toBe('0.0 mi away');
    expect(describeDistance(null, 2)).toBe('Remote');
    expect(describeDistance(null, 1)).toBe('Distance unknown');
  });
});
