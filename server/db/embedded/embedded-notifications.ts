import type { NotificationListener } from './start-pglite-process';

/**
 * How a listener hears the embedded database's NOTIFYs. A LISTEN on a socket connection hears
 * nothing there (PGlite is one session: a notification comes back to the connection that
 * committed), so the database's process listens itself and passes them on.
 */
export type EmbeddedNotifications = {
  channels: string[];
  ready: Promise<void>;
  onNotification: (listener: NotificationListener) => () => void;
  /** After a crash and restart: notifications sent meanwhile are lost. */
  onRestart: (listener: () => void) => () => void;
};

// A global symbol, so every bundle of the server code (Next builds several) finds it on the pool.
const KEY = Symbol.for('service-portal.embedded-notifications');

export function attachEmbeddedNotifications(pool: object, notifications: EmbeddedNotifications): void {
  Object.defineProperty(pool, KEY, { value: notifications });
}

/** The notifications of an embedded database's pool; undefined for any other client. */
export function getEmbeddedNotifications(client: unknown): EmbeddedNotifications | undefined {
  if (typeof client !== 'object' || client === null) return undefined;
  return (client as { [KEY]?: EmbeddedNotifications })[KEY];
}
