import type { EmbeddedNotifications } from '../../db/embedded/embedded-notifications';
import type { LiveSource } from './live-hub';
import { PORTAL_EVENTS_CHANNEL } from '../../db/notify-channels';
import { dispatchPortalPayload } from './portal-event';

/**
 * The embedded database's NOTIFYs, which its process listens for and passes on (a LISTEN on a
 * socket connection would hear nothing: PGlite is a single session). Delivered on commit, as
 * on a server; after the process was restarted, streams catch up from the table.
 */
export function createEmbeddedSource(notifications: EmbeddedNotifications, channel = PORTAL_EVENTS_CHANNEL): LiveSource {
  let stops: (() => void)[] = [];
  return {
    start: async (handlers) => {
      if (!notifications.channels.includes(channel)) throw new Error(`The embedded database does not listen on ${channel}.`);
      await notifications.ready;
      stops = [
        notifications.onNotification((from, payload) => {
          if (from === channel) dispatchPortalPayload(payload, handlers);
        }),
        notifications.onRestart(handlers.onResync),
      ];
    },
    stop: async () => {
      stops.forEach((stop) => stop());
      stops = [];
    },
  };
}
