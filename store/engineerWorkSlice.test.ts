import { describe, expect, it } from 'vitest';
import { logout } from './authSlice';
import {
  clearFindWorkFilters,
  initialFindWorkFilters,
  selectFindWork,
  selectMyWork,
  setFindWorkFilters,
  setFindWorkPage,
  setMyWorkPage,
  setMyWorkStatus,
} from './engineerWorkSlice';
import { makeStore } from './makeStore';
import { noopStorage } from './persistStorage';

const newStore = () => makeStore({ storage: noopStorage });

describe('engineerWorkSlice', () => {
  it('starts with no find-work filters, nearest first, and the All tab of my work', () => {
    const state = newStore().getState();
    expect(selectFindWork(state)).toEqual({ filters: initialFindWorkFilters, page: 1 });
    expect(initialFindWorkFilters).toMatchObject({ sort_by: 'distance', within_distance: false, skill_ids: [] });
    expect(selectMyWork(state)).toEqual({ status: 11, page: 1 });
  });

  it('goes back to page 1 when a filter or the tab changes', () => {
    const store = newStore();
    store.dispatch(setFindWorkPage(3));
    store.dispatch(setFindWorkFilters({ within_distance: true, skill_ids: [4] }));
    expect(selectFindWork(store.getState())).toMatchObject({ page: 1, filters: { within_distance: true, skill_ids: [4], payment_type: null } });
    store.dispatch(setMyWorkPage(2));
    store.dispatch(setMyWorkStatus(0));
    expect(selectMyWork(store.getState())).toEqual({ status: 0, page: 1 });
  });

  it('clears the filters, and forgets everything on logout', () => {
    const store = newStore();
    store.dispatch(setFindWorkFilters({ min_pay: 100 }));
    store.dispatch(clearFindWorkFilters());
    expect(selectFindWork(store.getState()).filters).toEqual(initialFindWorkFilters);
    store.dispatch(setMyWorkStatus(8));
    store.dispatch(setFindWorkFilters({ payment_type: 2 }));
    store.dispatch(logout());
    expect(selectMyWork(store.getState()).status).toBe(11);
    expect(selectFindWork(store.getState()).filters.payment_type).toBeNull();
  });
});
