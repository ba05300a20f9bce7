import type { Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';

/** Storage for the server render, where there is no localStorage to touch. */
export const noopStorage: Storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

export function getBrowserStorage(): Storage {
  return typeof window === 'undefined' ? noopStorage : createWebStorage('local');
}

/**
 * Keeps state in storage only while someone is signed in: an anonymous visitor (or a user
 * who just logged out) leaves nothing behind in the browser.
 */
export function createSignedInStorage(base: Storage, isSignedIn: () => boolean): Storage {
  return {
    getItem: (key: string) => base.getItem(key),
    setItem: (key: string, value: unknown) => (isSignedIn() ? base.setItem(key, value) : base.removeItem(key)),
    removeItem: (key: string) => base.removeItem(key),
  };
}
