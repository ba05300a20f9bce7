'use client';
import { createContext, useContext } from 'react';
import type { Persistor } from 'redux-persist';

/** The persistor of the store above, for the parts that must wait until stored state is back. */
export const PersistorContext = createContext<Persistor | null>(null);

export function usePersistor(): Persistor {
  const persistor = useContext(PersistorContext);
  if (!persistor) throw new Error('usePersistor needs a StoreProvider above it');
  return persistor;
}
