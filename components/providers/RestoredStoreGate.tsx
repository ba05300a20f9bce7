'use client';
import { useSyncExternalStore, type ReactNode } from 'react';
import { usePersistor } from './persistorContext';

const notRestoredOnServer = () => false;

/**
 * Renders its children only once the stored state is restored (spec section 2): the signed-in
 * areas and whatever compares the session with stored state wait here, while public pages
 * render at once (on the server too). The server and the hydrating render show nothing, so both
 * agree; a page reached later in the same tab renders straight away.
 */
export default function RestoredStoreGate({ children }: { children: ReactNode }) {
  const persistor = usePersistor();
  const isRestored = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped, notRestoredOnServer);
  return isRestored ? children : null;
}
