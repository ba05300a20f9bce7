import pg from 'pg';
import { quoteIdentifier } from '../../db/quote-identifier';
import { logger } from '../logger';
import type { LiveSource, LiveSourceHandlers } from './live-hub';
import { PORTAL_EVENTS_CHANNEL } from '../../db/notify-channels';
import { dispatchPortalPayload } from './portal-event';

/** Waits between reconnect attempts: doubling from `firstMs` up to `maxMs`. */
export type RetryDelays = { firstMs: number; maxMs: number };

const RETRY: RetryDelays = { firstMs: 500, maxMs: 15_000 };

type PostgresSourceOptions = {
  /** How to reach the server: DATABASE_LISTEN_URL, or the pool's own settings (listen-config.ts). */
  config: pg.ClientConfig;
  channel?: string;
  retry?: RetryDelays;
};

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries and lose it).
 * PostgreSQL delivers a NOTIFY on commit, to every listening connection of every process, and
 * never for a rolled-back transaction. When the connection drops (server restart, admin
 * terminate, network), it reconnects with growing delays and then asks subscribers to catch
 * up from the table, since notifications sent meanwhile are lost.
 */
export function createPostgresSource({ config, channel = PORTAL_EVENTS_CHANNEL, retry = RETRY }: PostgresSourceOptions): LiveSource {
  let handlers: LiveSourceHandlers | undefined;
  let current: pg.Client | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let isStopped = false;

  async function connect(): Promise<void> {
    // pg's pool keeps a password it was given as a hidden property, which a spread would drop.
    const client = new pg.Client({ ...config, password: config.password, keepAlive: true });
    client.on('notification', ({ channel: from, payload }) => {
      if (from === channel && handlers) dispatchPortalPayload(payload, handlers);
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (isStopped) await client.end();
    else current = client;
  }

  function lose(client: pg.Client, error?: Error) {
    if (client !== current) return;
    current = undefined;
    logger.warn({ reason: error?.message }, 'the LISTEN connection closed; reconnecting');
    client.end().catch(() => undefined);
    reconnectLater();
  }

  function reconnectLater() {
    if (isStopped) return;
    const delay = Math.min(retry.maxMs, retry.firstMs * 2 ** failures);
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await connect();
        failures = 0;
        logger.info('listening again; live streams catch up');
        if (!isStopped) handlers?.onResync();
      } catch (error) {
        failures += 1;
        logger.warn({ reason: (error as Error).message, retryInMs: Math.min(retry.maxMs, retry.firstMs * 2 ** failures) }, 'reconnecting the LISTEN connection failed');
        reconnectLater();
      }
    }, delay);
    timer.unref?.();
  }

  return {
    start: async (next) => {
      handlers = next;
      isStopped = false;
      await connect();
    },
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
    isConnected: () => current !== undefined,
  };
}
