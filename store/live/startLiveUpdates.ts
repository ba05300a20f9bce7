import { connectLiveEvents, type LiveEventsOptions } from '@/services/liveEvents';
import { api } from '@/store/api/baseApi';
import type { AppDispatch } from '@/store/makeStore';
import { CATCH_UP_TAGS, liveEventTags } from './liveEventTags';

type StartLiveUpdatesOptions = { dispatch: AppDispatch } & Pick<LiveEventsOptions, 'retry'>;

/**
 * Keeps the signed-in user's screens current from the live event stream: each event refreshes
 * the cached data it changed (the badge, the notifications page, an open order and its thread).
 * On the first connection the notifications are fetched again (one may have come between the
 * page's own fetch and the stream opening); after a reconnect, everything an open page shows.
 * Returns the stop.
 */
export function startLiveUpdates({ dispatch, ...options }: StartLiveUpdatesOptions): () => void {
  return connectLiveEvents({
    ...options,
    onEvent: (event) => dispatch(api.util.invalidateTags(liveEventTags(event))),
    onReady: ({ isReconnect }) => dispatch(api.util.invalidateTags(isReconnect ? CATCH_UP_TAGS : ['Notification'])),
  });
}
