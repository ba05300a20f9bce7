import { ASSIGNMENT_EVENT, ASSIGNMENT_EVENT_LABELS } from '@/constants';
import type { LogEntry } from '@/contracts/logs';

const E = ASSIGNMENT_EVENT;

/**
 * Where one event code stands for more than one event, the label says which happened. The
 * company side's confirmations log the code of what they confirm (3 checked in, 4 checked out);
 * 10 "open or cancelled" is only ever logged by cancelling.
 */
const COMPANY_SIDE_LABELS: Partial<Record<LogEntry['event'], string>> = {
  [E.CHECKED_IN]: 'Check-in confirmed',
  [E.CHECKED_OUT]: 'Check-out confirmed',
};
const EVENT_LABELS: Partial<Record<LogEntry['event'], string>> = {
  [E.DELIVERABLES]: 'Deliverables handed in',
  [E.OPEN_OR_CANCELLED]: 'Cancelled',
  [E.PENDING_DELIVERABLES]: 'Sent for correction',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A log entry's title, from the event code set (ASSIGNMENT_EVENT): for codes 4–7 the event reading
 * (4 checked out, 5 deliverables, 6 assignment complete, 7 approved), never the status one.
 */
export function getTimelineLabel(entry: Pick<LogEntry, 'event' | 'side'>): string {
  const companyLabel = entry.side === 'company' ? COMPANY_SIDE_LABELS[entry.event] : undefined;
  return companyLabel ?? EVENT_LABELS[entry.event] ?? capitalize(ASSIGNMENT_EVENT_LABELS[entry.event] ?? entry.event);
}

/** Who acted: the user's name, or the system for automatic steps. */
export function getTimelineActor(entry: Pick<LogEntry, 'user_name' | 'side'>): string {
  if (entry.side === 'system') return 'Automatically';
  return entry.user_name ?? 'A former user';
}
