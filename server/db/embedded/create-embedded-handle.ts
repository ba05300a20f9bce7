import { Client, Pool } from 'pg';
import type { DatabaseHandle } from '../client';
import { NOTIFY_CHANNELS } from '../notify-channels';
import { collectGarbage } from '../../lib/collect-garbage';
import { createPoolHandle } from '../pool-handle';
import { attachEmbeddedNotifications } from './embedded-notifications';
import { startPgliteProcess } from './start-pglite-process';

type EmbeddedHandleOptions = { dataDir: string; channels?: string[] };

/**
 * PGlite on `dataDir` in its own process, reached through a pg pool like a PostgreSQL server.
 * PGlite is a single session that runs one statement at a time, so the pool has one
 * connection: queries wait their turn in this process, and one client's transaction is never
 * interleaved with another's statements.
 */
export function createEmbeddedHandle({ dataDir, channels = NOTIFY_CHANNELS }: EmbeddedHandleOptions): DatabaseHandle {
  const server = startPgliteProcess({ dataDir, channels });
  const pool = new Pool({ ...server.socket, user: 'postgres', database: 'postgres', max: 1, Client: connectingAfter(server.ready) });
  attachEmbeddedNotifications(pool, { channels, ready: server.ready, onNotification: server.onNotification, onRestart: server.onRestart });
  const handle = createPoolHandle({ kind: 'embedded', pool, ready: server.ready, closeServer: server.close });
  let hasRestarted = false;
  return {
    ...handle,
    // A new database's first migrations and seed grow the process's WebAssembly memory ~55 MB past
    // what serving needs, and it is never given back: the process is started again before serving.
    // The seed leaves ~80 MB of garbage in this process's heap too, which V8 keeps for minutes:
    // collected at once (docs/performance.md, "Memory of the embedded default").
    migrate: async (next) => {
      const result = await handle.migrate(next);
      if (server.isNew() && !hasRestarted) {
        hasRestarted = true;
        await leavePool(pool);
        await server.restart();
        collectGarbage();
      }
      return result;
    },
  };
}

/** Ends the pool's idle connection itself (release with an error destroys it), so the restart does not drop it under the pool. */
async function leavePool(pool: Pool): Promise<void> {
  const client = await pool.connect();
  client.release(true);
}

/**
 * A pg Client that connects once the database's process has first started, so a query made
 * right after opening (a CLI, a test reading a directory back) waits instead of failing.
 */
function connectingAfter(ready: Promise<void>): typeof Client {
  return class WaitingClient extends Client {
    override connect(): Promise<Client>;
    override connect(callback: (error: Error) => void): void;
    override connect(callback?: (error: Error) => void): Promise<Client> | void {
      const connected = ready.then(() => super.connect());
      if (!callback) return connected;
      connected.then(() => callback(undefined as unknown as Error), callback);
    }
  };
}
