import { describe, expect, it } from 'vitest';
import { login, logout, selectIsLoggedIn, selectRole, selectUserDetails, setUserDetails } from './authSlice';
import { makeStore } from './makeStore';
import { noopStorage } from './persistStorage';

const newStore = () => makeStore({ storage: noopStorage });

describe('authSlice', () => {
  it('starts logged out with empty user details', () => {
    const store = newStore();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectUserDetails(store.getState())).toEqual({ name: '', profile_picture: null, role: null });
  });

  it('logs in with the details given, merged over the defaults', () => {
    const store = newStore();
    store.dispatch(login({ name: 'Erin Diaz', role: 'field_engineer', email: 'erin@example.test' }));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectRole(store.getState())).toBe('field_engineer');
    expect(selectUserDetails(store.getState())).toMatchObject({ name: 'Erin Diaz', profile_picture: null, email: 'erin@example.test' });
  });

  it('replaces the previous user on a new login instead of mixing the two', () => {
    const store = newStore();
    store.dispatch(login({ name: 'Erin Diaz', company_id: 9 }));
    store.dispatch(login({ name: 'Alice Carter' }));
    expect(selectUserDetails(store.getState()).company_id).toBeUndefined();
  });

  it('merges later changes into the signed-in user', () => {
    const store = newStore();
    store.dispatch(login({ name: 'Erin Diaz' }));
    store.dispatch(setUserDetails({ profile_picture: '/files/erin.png' }));
    expect(selectUserDetails(store.getState())).toMatchObject({ name: 'Erin Diaz', profile_picture: '/files/erin.png' });
  });

  it('resets on logout', () => {
    const store = newStore();
    store.dispatch(login({ name: 'Erin Diaz' }));
    store.dispatch(logout());
    expect(store.getState().auth).toEqual({ isLoggedIn: false, userDetails: { name: '', profile_picture: null, role: null } });
  });
});
