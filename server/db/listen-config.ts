import pg from 'pg';

// DATABASE_LISTEN_URL: behind a pooler in transaction mode (PgBouncer), each transaction may run
// on another server connection, so what needs a session of its own goes to the server directly:
// the LISTEN connections (live events, webhook wake-ups) and the migration lock.

/**
 * Kept on the pool itself, under a global symbol: the server code is bundled more than once (the
 * route handlers, instrumentation), and a module-level map in one bundle is empty in another, which
 * would send that bundle's LISTEN through the pooler, where it hears nothing.
 */
const LISTEN_URL = Symbol.for('service-portal.listen-url');
type PoolWithListenUrl = pg.Pool & { [LISTEN_URL]?: string };

const listenUrlOf = (pool: pg.Pool) => (pool as PoolWithListenUrl)[LISTEN_URL];

/** Sends `pool`'s session connections (LISTEN, the migration lock) to `url`. */
export function setListenUrl(pool: pg.Pool, url: string | undefined): void {
  if (url) (pool as PoolWithListenUrl)[LISTEN_URL] = url;
}

/** How a LISTEN connection reaches the server: DATABASE_LISTEN_URL when given, else the pool's own settings. */
export function listenConfigOf(pool: pg.Pool): pg.ClientConfig {
  const url = listenUrlOf(pool);
  return url ? { connectionString: url } : pool.options;
}

/**
 * A connection that keeps one server session until it is let go: a new client to
 * DATABASE_LISTEN_URL when given (ended when let go), else one of the pool's (released).
 */
export async function connectSession(pool: pg.Pool): Promise<{ client: pg.PoolClient | pg.Client; letGo: () => Promise<void> }> {
  const url = listenUrlOf(pool);
  if (!url) {
    const client = await pool.connect();
    return { client, letGo: async () => client.release() };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { client, letGo: () => client.end() };
}
