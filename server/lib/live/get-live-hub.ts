import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client';
import { clientOf } from '../../db/client-of';
import { getEmbeddedNotifications } from '../../db/embedded/embedded-notifications';
import { listenConfigOf } from '../../db/listen-config';
import { createEmbeddedSource } from './embedded-source';
import { createLiveHub, type LiveHub, type LiveSource } from './live-hub';
import { createPgliteSource } from './pglite-source';
import { createPostgresSource } from './postgres-source';

const cache = globalThis as typeof globalThis & { __servicePortalLiveHubs?: WeakMap<object, LiveHub> };

const hubs = () => (cache.__servicePortalLiveHubs ??= new WeakMap<object, LiveHub>());


function createSource(client: unknown): LiveSource {
  const embedded = getEmbeddedNotifications(client);
  if (embedded) return createEmbeddedSource(embedded);
  if (client instanceof PGlite) return createPgliteSource(client);
  if (client instanceof pg.Pool) return createPostgresSource({ config: listenConfigOf(client) });
  throw new Error('Live events need the embedded database or a PostgreSQL pool.');
}

/**
 * The live hub of a database in this process: one listener per database client, made on first
 * use and kept on globalThis (like the periodic jobs), so a dev reload or a second bundle of
 * the same server code never opens a second LISTEN.
 */
export function getLiveHub(db: Database): LiveHub {
  const client = clientOf(db);
  if (typeof client !== 'object' || client === null) throw new Error('This database has no client to listen on.');
  let hub = hubs().get(client);
  if (!hub) {
    hub = createLiveHub(createSource(client));
    hubs().set(client, hub);
  }
  return hub;
}

/** Stops listening on a database (tests, before they close it). */
export async function closeLiveHub(db: Database): Promise<void> {
  const client = clientOf(db);
  if (typeof client !== 'object' || client === null) return;
  const hub = hubs().get(client);
  hubs().delete(client);
  await hub?.close();
}
