import { getDatabaseHandle } from './db';
import { stopPeriodicJobs } from './jobs/run-periodic-jobs';
import { stopWebhookWorker } from './jobs/webhook-worker';
import { closeLiveHub } from './lib/live/get-live-hub';
import { logger, type Logger } from './lib/logger';
import { signalShutdown } from './lib/shutdown-signal';

// A server process (the portal's or the standalone API's) stops in two steps around its HTTP
// server: `drain` as soon as it stops accepting connections, `close` once every in-flight request
// has been answered. Writes acknowledged before then are committed; the database is closed
// cleanly last (an embedded PGlite directory is left consistent).

/** Ends event streams and stops the periodic jobs and the webhook workers (waiting for the runs and deliveries under way) and the live listener. */
export async function drainServerProcess(): Promise<void> {
  signalShutdown();
  await Promise.all([stopPeriodicJobs(), stopWebhookWorker()]);
  await closeLiveHub(getDatabaseHandle().db);
}

/** Closes the database; after this the process may exit. */
export async function closeServerProcess(): Promise<void> {
  await getDatabaseHandle().close();
  logger.info('database closed');
}

export type ServerProcess = { drain: () => Promise<void>; close: () => Promise<void>; logger: Logger };

const SERVER_PROCESS = Symbol.for('service-portal.server-process');

/**
 * Hands the two steps (and the logger) to the portal's server script (scripts/serve.mjs), which
 * is outside the bundles Next.js builds and so finds them on globalThis.
 */
export function exposeServerProcess(): void {
  const steps: ServerProcess = { drain: drainServerProcess, close: closeServerProcess, logger };
  Object.assign(globalThis, { [SERVER_PROCESS]: steps });
}
