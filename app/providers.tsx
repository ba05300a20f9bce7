'use client';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@/constants';
import SessionSync from '@/components/auth/SessionSync';
import ApiClientBridge from '@/components/providers/ApiClientBridge';
import AppServiceWorker from '@/components/pwa/AppServiceWorker';
import RestoredStoreGate from '@/components/providers/RestoredStoreGate';
import StoreProvider from '@/components/providers/StoreProvider';
import type { AppStore } from '@/store/makeStore';

/** `nonce`: the page's CSP nonce, for the style element the toasts insert. */
type ProvidersProps = { children: ReactNode; session: Session | null; store?: AppStore; nonce?: string };

/**
 * Session, store, the API client's wiring and the toasts. Pages render at once; the session is
 * compared with the stored auth state only after it is restored, and the signed-in areas' layouts
 * wait for it the same way. The session is not refetched while offline (the installed app keeps
 * working on site); the service worker is registered in production builds.
 */
export default function Providers({ children, session, store, nonce }: ProvidersProps) {
  return (
    <SessionProvider session={session} refetchWhenOffline={false}>
      <StoreProvider store={store}>
        <RestoredStoreGate>
          <SessionSync />
        </RestoredStoreGate>
        <ApiClientBridge />
        <AppServiceWorker>{children}</AppServiceWorker>
      </StoreProvider>
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop nonce={nonce} />
    </SessionProvider>
  );
}
