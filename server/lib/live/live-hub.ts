import { LIVE_STREAMS_PER_USER } from '@/constants';
import { describeError } from '../describe-error';
import { logger } from '../logger';
import type { AnnouncedStream, PortalEvent } from './portal-event';

/**
 * What a source calls: each event, each revocation of a user's tokens, each live stream opened
 * or closed on any process, and `onResync` after it lost announcements (a dropped connection, now back).
 */
export type LiveSourceHandlers = {
  onEvent: (event: PortalEvent) => void;
  onRevoked: (userId: number) => void;
  onStreamOpened: (stream: AnnouncedStream) => void;
  onStreamClosed: (stream: AnnouncedStream) => void;
  onResync: () => void;
};

/**
 * Where events come from (LISTEN on PostgreSQL, or PGlite's own listen); `start` resolves once
 * listening. `isConnected`, when the source can lose its connection: false while it reconnects.
 */
export type LiveSource = { start: (handlers: LiveSourceHandlers) => Promise<void>; stop: () => Promise<void>; isConnected?: () => boolean };

/** One open event stream of a user; `onRevoked` when some of the user's tokens were revoked. */
export type LiveSubscriber = {
  onEvent: (event: PortalEvent) => void;
  onRevoked: () => void;
  onResync: () => void;
  /** The id the stream announces itself under (announceLiveStream), when it takes part in the per-user limit. */
  streamId?: string;
  /** Newer streams of the user, opened on any process, took its place: it should end. */
  onEvicted?: () => void;
};

export type LiveSubscription = {
  /** Resolves once the process is listening: events committed from then on reach the subscriber. */
  ready: Promise<void>;
  unsubscribe: () => void;
};

export type LiveHub = {
  subscribe: (userId: number, subscriber: LiveSubscriber) => LiveSubscription;
  /** Starts listening when not yet (as the first subscriber would); true once listening and connected. */
  isListening: () => Promise<boolean>;
  close: () => Promise<void>;
};

type LiveHubOptions = { /** Open streams a user may have across all processes; the oldest announced ends first. */ streamsPerUser?: number };

/**
 * Fans the events of one source out to the subscribers of their user. The source starts with
 * the first subscriber and then stays on (one listener per process, not one per stream); a
 * failed start is not kept, so the next subscriber tries again.
 *
 * It also keeps, per user, the live streams every process announced, in the order the database
 * delivered the announcements (the same order on every listener): when one more than
 * `streamsPerUser` are open, the oldest is dropped, and the process that holds it ends it. After
 * a resync it trusts only its own streams until new announcements come.
 */
export function createLiveHub(source: LiveSource, { streamsPerUser = LIVE_STREAMS_PER_USER }: LiveHubOptions = {}): LiveHub {
  const subscribers = new Map<number, Set<LiveSubscriber>>();
  /** Each user's announced stream ids, oldest first. */
  const openStreams = new Map<number, string[]>();
  let listening: Promise<void> | undefined;

  const forgetStream = (userId: number, streamId: string) => {
    const ids = openStreams.get(userId)?.filter((id) => id !== streamId);
    if (ids?.length) openStreams.set(userId, ids);
    else openStreams.delete(userId);
  };
  const localStreamIds = (userId: number) => new Set([...(subscribers.get(userId) ?? [])].flatMap((subscriber) => (subscriber.streamId ? [subscriber.streamId] : [])));

  const tell = (subscriber: LiveSubscriber, task: (subscriber: LiveSubscriber) => void) => {
    try {
      task(subscriber);
    } catch (error) {
      logger.error({ error: describeError(error) }, 'a live event subscriber failed');
    }
  };
  const handlers: LiveSourceHandlers = {
    onEvent: (event) => subscribers.get(event.userId)?.forEach((subscriber) => tell(subscriber, (s) => s.onEvent(event))),
    onRevoked: (userId) => subscribers.get(userId)?.forEach((subscriber) => tell(subscriber, (s) => s.onRevoked())),
    onStreamOpened: ({ userId, streamId }) => {
      const ids = openStreams.get(userId) ?? [];
      if (!ids.includes(streamId)) ids.push(streamId);
      const evicted = ids.splice(0, Math.max(0, ids.length - streamsPerUser));
      if (ids.length > 0) openStreams.set(userId, ids);
      for (const subscriber of subscribers.get(userId) ?? []) {
        if (subscriber.streamId && evicted.includes(subscriber.streamId)) tell(subscriber, (s) => s.onEvicted?.());
      }
    },
    onStreamClosed: ({ userId, streamId }) => forgetStream(userId, streamId),
    onResync: () => {
      // Announcements were lost meanwhile: of the streams of other processes nothing is sure any more.
      for (const [userId, ids] of openStreams) {
        const local = localStreamIds(userId);
        const kept = ids.filter((id) => local.has(id));
        if (kept.length > 0) openStreams.set(userId, kept);
        else openStreams.delete(userId);
      }
      subscribers.forEach((group) => group.forEach((subscriber) => tell(subscriber, (s) => s.onResync())));
    },
  };
  const listen = () => {
    listening ??= source.start(handlers).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  };

  return {
    subscribe(userId, subscriber) {
      const group = subscribers.get(userId) ?? new Set<LiveSubscriber>();
      subscribers.set(userId, group);
      group.add(subscriber);
      return {
        ready: listen(),
        unsubscribe: () => {
          group.delete(subscriber);
          if (group.size === 0 && subscribers.get(userId) === group) subscribers.delete(userId);
          // Its own streams a process knows closed without waiting for the announcement.
          if (subscriber.streamId) forgetStream(userId, subscriber.streamId);
        },
      };
    },
    isListening: async () => {
      const started = await listen().then(
        () => true,
        () => false,
      );
      return started && (source.isConnected?.() ?? true);
    },
    close: async () => {
      subscribers.clear();
      openStreams.clear();
      if (!listening) return;
      listening = undefined;
      await source.stop();
    },
  };
}
