import { COMPANY_STATUS_FILTERS, getStatusLabel, type StatusSide } from '@/constants';
import type { StatusCount } from '@/contracts/dashboard';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';

/** The order statuses show in, the status filter list's (which holds every status an order can have). */
const STATUS_ORDER = COMPANY_STATUS_FILTERS.map((filter) => filter.value).filter((status) => status !== 11);

export const sideOf = (party: LifecycleParty): StatusSide => (party.actor === 'engineer' ? 'engineer' : 'company');

/** Grouped counts as the answers list them: non-zero, in filter-list order, labelled for the side. */
export function toStatusCounts(rows: { status: number; count: number }[], side: StatusSide): StatusCount[] {
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return STATUS_ORDER.filter((status) => (byStatus.get(status) ?? 0) > 0).map((status) => ({
    status,
    label: getStatusLabel(status, side),
    count: byStatus.get(status)!,
  }));
}

/** The total of the listed statuses. */
export const sumOf = (counts: StatusCount[], statuses: readonly number[]) =>
  counts.filter((entry) => statuses.includes(entry.status)).reduce((total, entry) => total + entry.count, 0);
