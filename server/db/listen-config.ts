import pg from 'pg';

// DATABASE_LISTEN_URL: behind a pooler in transaction mode (PgBouncer), each transaction may run
// on another server connection, so what needs a session of its own goes to the server directly:
// the LISTEN connections (live events, webhook wake-ups) and the migration lock.

/** Pools whose session connections go elsewhere than their queries. */
const listenUrls = new WeakMap<pg.Pool, string>();

/** Sends `pool`'s session connections (LISTEN, the migration lock) to `url`. */
export function setListenUrl(pool: pg.Pool, url: string | undefined): void {
  if (url) listenUrls.set(pool, url);
}

/** How a LISTEN connection reaches the server: DATABASE_LISTEN_URL when given, else the pool's own settings. */
export function listenConfigOf(pool: pg.Pool): pg.ClientConfig {
  const url = listenUrls.get(pool);
  return url ? { connectionString: url } : pool.options;
}

/**
 * A connection that keeps one server session until it is let go: a new client to
 * DATABASE_LISTEN_URL when given (ended when let go), else one of the pool's (released).
 */
export async function connectSession(pool: pg.Pool): Promise<{ client: pg.PoolClient | pg.Client; letGo: () => Promise<void> }> {
  const url = listenUrls.get(pool);
  if (!url) {
    const client = await pool.connect();
    return { client, letGo: async () => client.release() };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { client, letGo: () => client.end() };
}
