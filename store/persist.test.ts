import { persistStore, type Storage } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { login, logout, setUserDetails } from './authSlice';
import { makeStore } from './makeStore';
import { PERSISTED_SLICES, createPersistConfig } from './persistConfig';
import { noopStorage } from './persistStorage';
import { selectNavItem } from './sideNavSlice';

function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: async (key: string) => data[key] ?? null,
    setItem: async (key: string, value: string) => {
      data[key] = value;
    },
    removeItem: async (key: string) => {
      delete data[key];
    },
  };
}

const bootstrapped = (store: ReturnType<typeof makeStore>) =>
  new Promise<void>((resolve) => {
    persistStore(store, null, resolve);
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('persist config', () => {
  it('uses key root, version 1, timeout 5000 and keeps the user-facing slices', () => {
    const config = createPersistConfig(noopStorage);
    expect([config.key, config.version, config.timeout]).toEqual(['root', 1, 5000]);
    expect(config.whitelist).toEqual([...PERSISTED_SLICES]);
    expect(PERSISTED_SLICES).toEqual(['auth', 'sideNav', 'draftAssignment']);
  });
});

describe('persisted store', () => {
  it('restores the stored state', async () => {
    const first = memoryStorage();
    const store = makeStore({ storage: first });
    await bootstrapped(store);
    store.dispatch(login({ id: 2, name: 'Erin Diaz', role: 'field_engineer' }));
    store.dispatch(selectNavItem('My Work'));
    await settle();
    expect(Object.keys(first.data)).toEqual(['persist:root']);

    const restored = makeStore({ storage: memoryStorage(first.data) });
    await bootstrapped(restored);
    expect(restored.getState().auth.userDetails).toMatchObject({ id: 2, name: 'Erin Diaz' });
    expect(restored.getState().sideNav.selectedItem).toBe('My Work');
  });

  it('writes nothing for an anonymous visitor and removes the state on logout', async () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    await bootstrapped(store);
    store.dispatch(selectNavItem('Dashboard'));
    await settle();
    expect(storage.data).toEqual({});

    store.dispatch(login({ name: 'Erin Diaz' }));
    await settle();
    expect(Object.keys(storage.data)).toEqual(['persist:root']);

    store.dispatch(logout());
    await settle();
    expect(storage.data).toEqual({});
  });

  it('never writes a bearer token into the browser storage, and drops one an older version stored', async () => {
    // What an older portal left in localStorage: the token inside the persisted auth slice.
    const oldAuth = { isLoggedIn: true, userDetails: { id: 2, name: 'Erin Diaz', role: 'field_engineer', profile_picture: null, token: 'old-bearer' } };
    const storage = memoryStorage({ 'persist:root': JSON.stringify({ auth: JSON.stringify(oldAuth), _persist: JSON.stringify({ version: 1, rehydrated: true }) }) });
    const store = makeStore({ storage });
    await bootstrapped(store);
    expect(store.getState().auth.userDetails).not.toHaveProperty('token');

    // Even a caller that merges one in (userDetails takes any field) does not get it stored.
    store.dispatch(setUserDetails({ name: 'Erin D.', token: 'new-bearer' }));
    await settle();
    const persisted = storage.data['persist:root'];
    expect(JSON.parse(JSON.parse(persisted).auth).userDetails).toMatchObject({ id: 2, name: 'Erin D.' });
    expect(persisted).not.toMatch(/token|bearer/);
  });
});
