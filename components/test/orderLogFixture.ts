import type { LogEntry } from '@/contracts/logs';

/** A log entry as the logs paths answer it. */
export function makeLogEntry(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id: 1,
    assignment_id: 7,
    assignment_title: 'POS terminal install – Austin Downtown',
    user_id: 7,
    user_name: 'Alice Carter',
    side: 'company',
    event: '0',
    event_label: 'unassigned',
    note: 'Work order posted',
    created_at: '2030-04-01T15:00:00.000Z',
    acted_at: null,
    ...overrides,
  };
}
