import type { SavedSearch, SavedSearchRequest } from '@/contracts/savedSearches';
import type { SavedSearchRow } from '../../db/schema';
import { toKeywordWords } from '../engineer-assignments/keyword-query';

/** The columns a saved search's request sets; keywords are kept as their words, space-separated (what the alert statement expects). */
export function toSavedSearchColumns(input: SavedSearchRequest) {
  return {
    name: input.name,
    q: toKeywordWords(input.q).join(' ') || null,
    skillIds: input.skill_ids,
    paymentType: input.payment_type,
    minPay: input.min_pay,
    withinDistance: input.within_distance,
    startFrom: input.start_from,
    startTo: input.start_to,
    sortBy: input.sort_by,
    alert: input.alert,
  };
}

/** A saved search as the API answers it. */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    q: row.q,
    skill_ids: row.skillIds,
    payment_type: row.paymentType,
    min_pay: row.minPay,
    within_distance: row.withinDistance,
    start_from: row.startFrom,
    start_to: row.startTo,
    sort_by: row.sortBy as SavedSearch['sort_by'],
    alert: row.alert,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
