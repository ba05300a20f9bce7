'use client';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { makeStore, type AppStore } from '@/store/makeStore';

type StoreProviderProps = { children: ReactNode; store?: AppStore };

/**
 * A store per provider, restored from storage before anything below renders. On the server
 * the storage is a no-op and the gate renders nothing, so no browser storage is touched there.
 */
export default function StoreProvider({ children, store: givenStore }: StoreProviderProps) {
  const [{ store, persistor }] = useState(() => {
    const created = givenStore ?? makeStore();
    return { store: created, persistor: persistStore(created) };
  });
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        {children}
      </PersistGate>
    </Provider>
  );
}
