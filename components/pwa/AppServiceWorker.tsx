'use client';
import Button from '@mui/material/Button';
import { SerwistProvider, useSerwist } from '@serwist/turbopack/react';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '@/constants/pwa';

/** Registered only in production builds: in development the worker would keep stale code. */
const isEnabled = process.env.NODE_ENV === 'production';

/**
 * Registers the service worker (app/sw.ts) and, when a new build's worker is waiting, offers
 * "Reload to update". The page does not reload by itself when the connection returns: the
 * offline queue is being sent then.
 */
export default function AppServiceWorker({ children }: { children: ReactNode }) {
  return (
    <SerwistProvider swUrl={SERVICE_WORKER_URL} disable={!isEnabled} reloadOnOnline={false} cacheOnNavigation={false} options={{ scope: SERVICE_WORKER_SCOPE }}>
      <UpdatePrompt />
      {children}
    </SerwistProvider>
  );
}

const UPDATE_TOAST = 'app-update';

function UpdatePrompt() {
  const { serwist } = useSerwist();
  useEffect(() => {
    if (!serwist) return;
    const offer = () => {
      const update = () => {
        // Once the new worker controls the page, load the page again from the new build.
        serwist.addEventListener('controlling', () => window.location.reload());
        serwist.messageSkipWaiting();
      };
      toast.info(
        <span>
          A new version of Service Portal is ready.{' '}
          <Button size="small" color="inherit" variant="outlined" onClick={update} sx={{ ml: 1 }}>
            Reload to update
          </Button>
        </span>,
        { toastId: UPDATE_TOAST, autoClose: false, closeOnClick: false },
      );
    };
    serwist.addEventListener('waiting', offer);
    return () => serwist.removeEventListener('waiting', offer);
  }, [serwist]);
  return null;
}
