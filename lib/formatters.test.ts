import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime, zoneAbbreviation, zoneLabel } from './formatters';

// The viewer's zone is the process's (the browser's in the portal): TZ sets it per test.
afterEach(() => vi.unstubAllEnvs());

const JAN = '2026-01-15T12:23:00Z';

describe('times', () => {
  it("shows an order's time without a label to a viewer in the order's zone", () => {
    vi.stubEnv('TZ', 'America/Chicago');
    expect(formatTime(JAN, 'America/Chicago')).toBe('6:23 AM');
    expect(formatDateTime(JAN, 'America/Chicago')).toBe('01/15/2026 6:23 AM');
    expect(zoneLabel(JAN, 'America/Chicago')).toBe('');
  });

  it("says the order's zone to a viewer elsewhere", () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    expect(formatTime(JAN, 'America/Chicago')).toBe('6:23 AM CST');
    expect(formatDateTime(JAN, 'America/Chicago')).toBe('01/15/2026 6:23 AM CST');
    expect(formatDateTime('2026-07-15T12:23:00Z', 'America/Chicago')).toBe('07/15/2026 7:23 AM CDT');
    expect(formatTime(JAN, 'America/Chicago', { withZone: false })).toBe('6:23 AM');
  });

  it("compares clocks, not zone names: a zone that reads the same as the viewer's needs no label", () => {
    vi.stubEnv('TZ', 'America/Winnipeg');
    expect(formatTime(JAN, 'America/Chicago')).toBe('6:23 AM');
  });

  it("shows a time in the viewer's own zone, unlabelled, when no zone is named", () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    expect(formatDateTime(JAN)).toBe('01/15/2026 1:23 PM');
  });

  it('never labels a wall-clock time or a date, and shows a dash for what is not a time', () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    expect(formatTime('14:30', 'America/Chicago')).toBe('2:30 PM');
    expect(formatDate('2026-01-15', 'America/Chicago')).toBe('01/15/2026');
    expect(formatTime('not a time', 'America/Chicago')).toBe('—');
    expect(formatTime(null)).toBe('—');
  });

  it('falls back to an unlabelled viewer time for a zone it does not know', () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    expect(formatTime(JAN, 'Not/AZone')).toBe('1:23 PM');
  });

  it('names the zone at the instant, or falls back to its id', () => {
    expect(zoneAbbreviation(JAN, 'America/Los_Angeles')).toBe('PST');
    expect(zoneAbbreviation('2026-07-15T12:00:00Z', 'America/New_York')).toBe('EDT');
    expect(zoneAbbreviation(JAN, 'Not/AZone')).toBe('Not/AZone');
  });
});
