'use client';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { NewQueuedAction } from '@/store/offline/actionQueue';
import { isOffline, QUEUED_MESSAGE, useOfflineQueue } from './OfflineQueueProvider';

/** An RTK Query failure with no answer from the server (no status): the network, not a refusal. */
export const isNetworkFailure = (error: unknown) => typeof error === 'object' && error !== null && 'message' in error && (error as { status?: number }).status === undefined;

type QueuedRun<T> = { isQueued: true } | { isQueued: false; result: T };

/**
 * Runs an on-site action now, or keeps it for later: queued at once when the browser is offline,
 * or when the request fails for the network (with the time the user acted, taken before the try).
 * A refusal from the server is thrown as usual.
 */
export function useRunOrQueue() {
  const { isAvailable, enqueue } = useOfflineQueue();
  return useCallback(
    async <T,>(online: () => Promise<T>, action: Omit<NewQueuedAction, 'userId' | 'actedAt'>): Promise<QueuedRun<T>> => {
      if (!isAvailable) return { isQueued: false, result: await online() };
      const actedAt = new Date();
      const keep = async (): Promise<QueuedRun<T>> => {
        await enqueue({ ...action, actedAt });
        toast.info(QUEUED_MESSAGE);
        return { isQueued: true };
      };
      if (isOffline()) return keep();
      try {
        return { isQueued: false, result: await online() };
      } catch (error) {
        if (isNetworkFailure(error)) return keep();
        throw error;
      }
    },
    [isAvailable, enqueue],
  );
}
