import { persistStore, type Storage } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { login, logout } from './authSlice';
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
    store.dispatch(login({ name: 'Erin Diaz', token: 'abc', role: 'field_engineer' }));
    store.dispatch(selectNavItem('My Work'));
    await settle();
    expect(Object.keys(first.data)).toEqual(['persist:root']);

    const restored = makeStore({ storage: memoryStorage(first.data) });
    await bootstrapped(restored);
    expect(restored.getState().auth.userDetails).toMatchObject({ name: 'Erin Diaz', token: 'abc' });
    expect(restored.getState().sideNav.selectedItem).toBe('My Work');
  });

  it('writes nothing for an anonymous visitor and removes the state on logout', async () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    await bootstrapped(store);
    store.dispatch(selectNavItem('Dashboard'));
    await settle();
    expect(storage.data).toEqual({});

    store.dispatch(login({ name: 'Erin Diaz', token: 'abc' }));
    await settle();
    expect(Object.keys(storage.data)).toEqual(['persist:root']);

    store.dispatch(logout());
    await settle();
    expect(storage.data).toEqual({});
  });
});
