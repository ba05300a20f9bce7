import type { PGlite } from '@electric-sql/pglite';
import type { LiveSource } from './live-hub';
import { PORTAL_EVENTS_CHANNEL } from '../../db/notify-channels';
import { dispatchPortalPayload } from './portal-event';

/**
 * PGlite's own LISTEN, for a PGlite inside this process (the in-memory database of tests and
 * tools): its notifications (on commit, as on a server) reach only this process.
 */
export function createPgliteSource(pglite: PGlite, channel = PORTAL_EVENTS_CHANNEL): LiveSource {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    start: async (handlers) => {
      unlisten = await pglite.listen(channel, (payload) => dispatchPortalPayload(payload, handlers));
    },
    stop: async () => {
      const stop = unlisten;
      unlisten = undefined;
      // A closed database has no listeners left to remove.
      if (!pglite.closed) await stop?.().catch(() => undefined);
    },
  };
}
