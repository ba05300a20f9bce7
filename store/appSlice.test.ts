import { describe, expect, it } from 'vitest';
import {
  initialAppState,
  resetAppState,
  selectEngineerLogs,
  selectIsLoading,
  selectSelectedNavOption,
  selectViewedAssignment,
  setAssignmentDetails,
  setEngineerLogs,
  setLoading,
  setSelectedNavOption,
  setViewedAssignment,
} from './appSlice';
import { login, logout } from './authSlice';
import { makeStore } from './makeStore';
import { noopStorage } from './persistStorage';

describe('appSlice', () => {
  it('holds the shared client state and resets it', () => {
    const store = makeStore({ storage: noopStorage });
    store.dispatch(setLoading(true));
    store.dispatch(setSelectedNavOption('Work Orders'));
    store.dispatch(setViewedAssignment({ id: 5 }));
    store.dispatch(setEngineerLogs({ total_count: 1, data: [{ id: 1, user_id: 2, assignment_id: 5 }] }));
    const state = store.getState();
    expect(selectIsLoading(state)).toBe(true);
    expect(selectSelectedNavOption(state)).toBe('Work Orders');
    expect(selectViewedAssignment(state)).toEqual({ id: 5 });
    expect(selectEngineerLogs(state).total_count).toBe(1);

    store.dispatch(resetAppState());
    expect(store.getState().app).toEqual(initialAppState);
  });

  it('is cleared when the user logs out', () => {
    const store = makeStore({ storage: noopStorage });
    store.dispatch(login({ name: 'Erin', token: 't' }));
    store.dispatch(setAssignmentDetails({ id: 3, counter_offer: { pay: 10 } }));
    store.dispatch(logout());
    expect(store.getState().app).toEqual(initialAppState);
  });
});
