'use client';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { SentOnce } from '@/store/api/baseApi';
import type { NewQueuedAction } from '@/store/offline/actionQueue';
import { isOffline, QUEUED_MESSAGE, useOfflineQueue } from './OfflineQueueProvider';

/** An RTK Query failure with no answer from the server (no status): the network, not a refusal. */
export const isNetworkFailure = (error: unknown) => typeof error === 'object' && error !== null && 'message' in error && (error as { status?: number }).status === undefined;

type QueuedRun<T> = { isQueued: true } | { isQueued: false; result: T };

/**
 * Runs an on-site action now, or keeps it for later: queued at once when the browser is offline,
 * or when the request fails for the network (with the time the user acted, taken before the try).
 * A refusal from the server is thrown as usual. `online(once)` sends the action with `once`'s
 * Idempotency-Key and acted_at, as the queue would: a first try whose answer was lost after the
 * server acted is then answered again, not done twice, when the queue sends it.
 */
export function useRunOrQueue() {
  const { isAvailable, enqueue } = useOfflineQueue();
  return useCallback(
    async <T,>(online: (once?: SentOnce) => Promise<T>, action: Omit<NewQueuedAction, 'userId' | 'actedAt' | 'id'>): Promise<QueuedRun<T>> => {
      if (!isAvailable) return { isQueued: false, result: await online() };
      const actedAt = new Date();
      const once: SentOnce = { idempotencyKey: crypto.randomUUID(), actedAt: actedAt.toISOString() };
      const keep = async (): Promise<QueuedRun<T>> => {
        await enqueue({ ...action, actedAt, id: once.idempotencyKey });
        toast.info(QUEUED_MESSAGE);
        return { isQueued: true };
      };
      if (isOffline()) return keep();
      try {
        return { isQueued: false, result: await online(once) };
      } catch (error) {
        if (isNetworkFailure(error)) return keep();
        throw error;
      }
    },
    [isAvailable, enqueue],
  );
}
