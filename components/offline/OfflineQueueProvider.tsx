'use client';
import { useSession } from 'next-auth/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { FLUSH_QUEUE_MESSAGE, QUEUE_SYNC_TAG } from '@/constants/pwa';
import { api } from '@/store/api/baseApi';
import { useAppDispatch } from '@/store/hooks';
import { enqueueAction, flushQueue, OFFLINE_ACTION_LABELS, withQueueLock, type ActionResult, type NewQueuedAction, type QueuedAction } from '@/store/offline/actionQueue';
import { idbActionStore } from '@/store/offline/idbActionStore';
import { tagsChangedBy } from '@/store/offline/tagsChangedBy';
import { sendQueuedAction } from '@/store/offline/sendQueuedAction';

const CHANNEL = 'service-portal-offline-queue';

type OfflineQueue = {
  /** False outside the engineer's pages, where actions are never queued. */
  isAvailable: boolean;
  /** The signed-in user's actions waiting to be sent, oldest first. */
  waiting: QueuedAction[];
  /** Queues an action of the signed-in user (see store/offline/actionQueue). */
  enqueue: (action: Omit<NewQueuedAction, 'userId'>) => Promise<void>;
  /** Sends the queue now (it also goes by itself when the connection returns). */
  flush: () => Promise<void>;
};

const OfflineQueueContext = createContext<OfflineQueue | null>(null);

/** Whether the browser knows it has no connection: then an action is queued without trying. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What the engineer is told when an action is kept for later. */
export const QUEUED_MESSAGE = 'No connection: saved on this phone, it will be sent when you are back online.';

function requestBackgroundSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync?.register(QUEUE_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * Keeps the signed-in engineer's offline queue: queues actions, and sends them in order when the
 * connection returns (Background Sync where the browser has it, else on online, focus and page
 * show), toasting each result. One tab sends at a time (Web Locks); the others refresh their count.
 */
export default function OfflineQueueProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { data: session } = useSession();
  const userId = session?.user?.id ?? null;
  const [waiting, setWaiting] = useState<QueuedAction[]>([]);
  const channel = useRef<BroadcastChannel | null>(null);

  const refresh = useCallback(async () => {
    if (userId === null || typeof indexedDB === 'undefined') return setWaiting([]);
    setWaiting(await idbActionStore.list(userId));
  }, [userId]);

  const report = useCallback(
    ({ action, outcome }: ActionResult) => {
      const label = OFFLINE_ACTION_LABELS[action.kind];
      if (outcome.kind === 'done') toast.success(`${label} sent: ${outcome.message}`);
      else toast.error(`${label} was refused: ${outcome.message}`);
      dispatch(api.util.invalidateTags(tagsChangedBy(action)));
    },
    [dispatch],
  );

  const flush = useCallback(async () => {
    if (userId === null || isOffline() || typeof indexedDB === 'undefined') return;
    await withQueueLock(() => flushQueue({ store: idbActionStore, userId, send: (action) => sendQueuedAction(action), onResult: report }));
    channel.current?.postMessage('changed');
    await refresh();
  }, [userId, report, refresh]);

  const enqueue = useCallback(
    async (action: Omit<NewQueuedAction, 'userId'>) => {
      if (userId === null) throw new Error('Sign in to queue an action');
      await enqueueAction(idbActionStore, { ...action, userId });
      channel.current?.postMessage('changed');
      requestBackgroundSync();
      await refresh();
    },
    [userId, refresh],
  );

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel(CHANNEL);
    opened.onmessage = () => void refresh();
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [refresh]);

  useEffect(() => {
    const send = () => void flush();
    const onVisible = () => document.visibilityState === 'visible' && send();
    const onWorkerMessage = (event: MessageEvent) => event.data?.type === FLUSH_QUEUE_MESSAGE && send();
    send();
    window.addEventListener('online', send);
    window.addEventListener('focus', send);
    document.addEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', send);
      window.removeEventListener('focus', send);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [flush]);

  const value = useMemo(() => ({ isAvailable: true, waiting, enqueue, flush }), [waiting, enqueue, flush]);
  return <OfflineQueueContext.Provider value={value}>{children}</OfflineQueueContext.Provider>;
}

const NO_QUEUE: OfflineQueue = { isAvailable: false, waiting: [], enqueue: async () => {}, flush: async () => {} };

/** The offline queue of the engineer's pages; outside them (and in UI tests) nothing waits and nothing is queued. */
export function useOfflineQueue(): OfflineQueue {
  return useContext(OfflineQueueContext) ?? NO_QUEUE;
}
