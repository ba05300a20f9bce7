'use client';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@/constants';
import SessionSync from '@/components/auth/SessionSync';
import ApiClientBridge from '@/components/providers/ApiClientBridge';
import StoreProvider from '@/components/providers/StoreProvider';
import type { AppStore } from '@/store/makeStore';

type ProvidersProps = { children: ReactNode; session: Session | null; store?: AppStore };

/** Session, store (restored before render), the API client's wiring and the toasts. */
export default function Providers({ children, session, store }: ProvidersProps) {
  return (
    <SessionProvider session={session}>
      <StoreProvider store={store}>
        <SessionSync />
        <ApiClientBridge />
        {children}
      </StoreProvider>
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </SessionProvider>
  );
}
