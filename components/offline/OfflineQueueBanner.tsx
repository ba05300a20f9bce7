'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { isOffline, useOfflineQueue } from './OfflineQueueProvider';

const describeCount = (count: number) => (count === 1 ? '1 action waiting to send' : `${count} actions waiting to send`);

/** Says how many of the engineer's actions wait on this phone, and whether they go now or when the signal returns. */
export default function OfflineQueueBanner() {
  const { waiting, flush } = useOfflineQueue();
  const isOnline = useIsOnline();
  if (waiting.length === 0) return null;
  return (
    <Alert
      severity={isOnline ? 'info' : 'warning'}
      role="status"
      aria-live="polite"
      action={
        isOnline && (
          <Button color="inherit" size="small" onClick={() => void flush()}>
            Send now
          </Button>
        )
      }
    >
      {describeCount(waiting.length)}
      {isOnline ? '.' : ': they will be sent in order when you are back online.'}
    </Alert>
  );
}

function useIsOnline() {
  const [isOnline, setIsOnline] = useState(true);
  useEffect(() => {
    const update = () => setIsOnline(!isOffline());
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOnline;
}
