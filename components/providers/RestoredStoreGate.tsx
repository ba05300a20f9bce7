'use client';
import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePersistor } from './persistorContext';

const notRestoredOnServer = () => false;
const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * `deferred`: render the children as a transition once restored (for whole signed-in pages);
 * `fallback`: what the server, the hydrating render and the wait show instead (nothing by default).
 */
type RestoredStoreGateProps = { children: ReactNode; deferred?: boolean; fallback?: ReactNode };

/**
 * Renders its children only once the stored state is restored: the signed-in
 * areas and whatever compares the session with stored state wait here, while public pages
 * render at once (on the server too). The server and the hydrating render show the fallback, so
 * both agree; a page reached later in the same tab renders straight away.
 * Deferred, the children render as a transition after a page load: React renders a whole
 * signed-in shell and page in slices, keeping the main thread free for input, instead of in one
 * long task. The session comparison is not deferred: it must be done before any page's request
 * can end the session.
 */
export default function RestoredStoreGate({ children, deferred = false, fallback = null }: RestoredStoreGateProps) {
  const persistor = usePersistor();
  const isRestored = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped, notRestoredOnServer);
  // False while hydrating (the server snapshot), true when mounted by a client navigation.
  const isClientMount = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  // Reached by navigation with the state already back: at once, as nothing was rendered on the server.
  const [isRevealed, setRevealed] = useState(() => isClientMount && persistor.getState().bootstrapped);
  useEffect(() => {
    if (deferred && isRestored) startTransition(() => setRevealed(true));
  }, [deferred, isRestored]);
  return (deferred ? isRevealed : isRestored) ? children : fallback;
}
