import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { getEmbeddedNotifications } from '../db/embedded/embedded-notifications';
import { listenConfigOf } from '../db/listen-config';
import { quoteIdentifier } from '../db/quote-identifier';
import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';

type ListenForWakeUpsOptions = {
  /** The app's database client (drizzle's `$client`): PGlite, the embedded database's pool or a pg pool. */
  client: unknown;
  channel: string;
  wake: () => void;
};

/**
 * Calls `wake` on each NOTIFY of `channel`, which PostgreSQL sends when the transaction that
 * queued work commits (never for a rolled-back one): PGlite's own listen, the embedded database's
 * process, or a LISTEN connection of its own, reconnected after a drop. Background work that is
 * woken this way still polls, which covers a wake-up lost meanwhile. Answers how to stop listening.
 */
export async function listenForWakeUps({ client, channel, wake }: ListenForWakeUpsOptions): Promise<() => Promise<void>> {
  const embedded = getEmbeddedNotifications(client);
  if (embedded) {
    const stop = embedded.onNotification((from) => from === channel && wake());
    return async () => stop();
  }
  if (client instanceof PGlite) {
    const stop = await client.listen(channel, wake);
    return async () => {
      if (!client.closed) await stop().catch(() => undefined);
    };
  }
  if (!(client instanceof pg.Pool)) return async () => undefined;
  // DATABASE_LISTEN_URL when set: a pooler in transaction mode cannot hold a LISTEN.
  const config = listenConfigOf(client);
  let listener: pg.Client | undefined;
  let isStopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client({ ...config, password: config.password, keepAlive: true });
    next.on('notification', (message) => message.channel === channel && wake());
    next.on('error', () => undefined);
    next.on('end', () => {
      if (isStopped || listener !== next) return;
      listener = undefined;
      retry = setTimeout(() => void connect().catch(() => undefined), 1000);
      retry.unref();
    });
    await next.connect();
    await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    listener = next;
  };
  await connect().catch((error: unknown) => logger.warn({ error: describeError(error), channel }, 'listening for wake-ups failed; the work is found by polling'));
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    await listener?.end().catch(() => undefined);
  };
}
