import { formatDate } from '@/lib/formatters';
import type { TrackRecord } from '@/contracts/trackRecord';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "12 completed (3 with you)"; the company share only when a company asked. */
export function describeCompleted(record: TrackRecord): string {
  const withCompany = record.completed_with_company === null ? '' : ` (${record.completed_with_company} with you)`;
  return `${record.completed_orders} completed${withCompany}`;
}

/** "90% on time (9 of 10 check-ins)", or that there is nothing to measure yet. */
export function describeOnTime(record: TrackRecord): string {
  if (record.on_time_rate === null) return 'No check-ins yet';
  return `${Math.round(record.on_time_rate * 100)}% on time (${record.on_time_check_ins} of ${plural(record.check_ins, 'check-in')})`;
}

export const describeCancelled = (record: TrackRecord) => `${plural(record.cancelled_after_assignment, 'order')} cancelled after assignment`;

export const describeLeaves = (record: TrackRecord) => `${plural(record.leaves, 'order')} left after assignment`;

export const describeMemberSince = (record: TrackRecord) => `Member since ${formatDate(record.member_since)}`;
