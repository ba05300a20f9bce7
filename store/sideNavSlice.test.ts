import { describe, expect, it } from 'vitest';
import { login, logout } from './authSlice';
import { makeStore } from './makeStore';
import { noopStorage } from './persistStorage';
import { selectNavCollapsed, selectNavItem, selectSelectedNavItem, setNavCollapsed } from './sideNavSlice';

describe('sideNavSlice', () => {
  it('holds the chosen item and the collapse choice', () => {
    const store = makeStore({ storage: noopStorage });
    expect(selectNavCollapsed(store.getState())).toBeNull();
    store.dispatch(selectNavItem('Work Orders'));
    store.dispatch(setNavCollapsed(true));
    expect(selectSelectedNavItem(store.getState())).toBe('Work Orders');
    expect(selectNavCollapsed(store.getState())).toBe(true);
  });

  it('is cleared when the user logs out', () => {
    const store = makeStore({ storage: noopStorage });
    store.dispatch(login({ name: 'Erin' }));
    store.dispatch(selectNavItem('My Work'));
    store.dispatch(logout());
    expect(store.getState().sideNav).toEqual({ selectedItem: null, isCollapsed: null });
  });
});
