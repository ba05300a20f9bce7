import { describeError } from '../describe-error';
import { logger } from '../logger';
import type { PortalEvent } from './portal-event';

/**
 * What a source calls: each event, each revocation of a user's tokens, and `onResync` after it
 * lost announcements (a dropped connection, now back).
 */
export type LiveSourceHandlers = { onEvent: (event: PortalEvent) => void; onRevoked: (userId: number) => void; onResync: () => void };

/** Where events come from (LISTEN on PostgreSQL, or PGlite's own listen); `start` resolves once listening. */
export type LiveSource = { start: (handlers: LiveSourceHandlers) => Promise<void>; stop: () => Promise<void> };

/** One open event stream of a user; `onRevoked` when some of the user's tokens were revoked. */
export type LiveSubscriber = { onEvent: (event: PortalEvent) => void; onRevoked: () => void; onResync: () => void };

export type LiveSubscription = {
  /** Resolves once the process is listening: events committed from then on reach the subscriber. */
  ready: Promise<void>;
  unsubscribe: () => void;
};

export type LiveHub = {
  subscribe: (userId: number, subscriber: LiveSubscriber) => LiveSubscription;
  close: () => Promise<void>;
};

/**
 * Fans the events of one source out to the subscribers of their user. The source starts with
 * the first subscriber and then stays on (one listener per process, not one per stream); a
 * failed start is not kept, so the next subscriber tries again.
 */
export function createLiveHub(source: LiveSource): LiveHub {
  const subscribers = new Map<number, Set<LiveSubscriber>>();
  let listening: Promise<void> | undefined;

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
    onResync: () => subscribers.forEach((group) => group.forEach((subscriber) => tell(subscriber, (s) => s.onResync()))),
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
        },
      };
    },
    close: async () => {
      subscribers.clear();
      if (!listening) return;
      listening = undefined;
      await source.stop();
    },
  };
}
