import type { SavedSearch, SavedSearchRequest, SavedSearchNaming } from '@/contracts/savedSearches';
import type { FindWorkFilters } from '@/store/api/engineerWorkApi';
import { initialFindWorkFilters } from './useFindWorkAddress';

/** The Find Work filters a saved search sets (its sort, or nearest first). */
export function toFindWorkFilters(saved: SavedSearch): FindWorkFilters {
  return {
    q: saved.q,
    within_distance: saved.within_distance,
    skill_ids: saved.skill_ids,
    payment_type: saved.payment_type,
    min_pay: saved.min_pay,
    start_from: saved.start_from,
    start_to: saved.start_to,
    sort_by: saved.sort_by ?? initialFindWorkFilters.sort_by,
  };
}

/** The request that saves `filters` under a name. */
export function toSavedSearchRequest(filters: FindWorkFilters, { name, alert }: SavedSearchNaming): SavedSearchRequest {
  return {
    name,
    alert,
    q: filters.q?.trim() || null,
    skill_ids: filters.skill_ids,
    payment_type: filters.payment_type,
    min_pay: filters.min_pay,
    within_distance: filters.within_distance,
    start_from: filters.start_from,
    start_to: filters.start_to,
    sort_by: filters.sort_by,
  };
}
