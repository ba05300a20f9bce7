'use client';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { makeStore, type AppStore } from '@/store/makeStore';
import { PersistorContext } from './persistorContext';

type StoreProviderProps = { children: ReactNode; store?: AppStore };

/**
 * A store per provider; restoring it from storage starts at once but holds nothing up: public
 * pages render (on the server too) with the initial state, and the parts that need the stored
 * state wait in a `RestoredStoreGate`. On the server the storage is a no-op.
 */
export default function StoreProvider({ children, store: givenStore }: StoreProviderProps) {
  const [{ store, persistor }] = useState(() => {
    const created = givenStore ?? makeStore();
    return { store: created, persistor: persistStore(created) };
  });
  return (
    <Provider store={store}>
      <PersistorContext value={persistor}>{children}</PersistorContext>
    </Provider>
  );
}
