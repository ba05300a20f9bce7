import pg, { type Pool } from 'pg';
import type { SentStatement, StatementCounter } from '@/server/db/statement-counter';
import { startJsonServer } from './json-server';

// The limit of the find-work benchmark: a bare Node http + pg server that sends the very
// statements one API call sent (text, values, statement name, in the same round trips), on a
// pool of its own with the API pool's settings, and answers their rows as JSON. What the API
// takes beyond this is Node time: routing, auth, validation, query building, mapping, logging.

export type ReplayServer = {
  baseUrl: string;
  /** From now on GET `path` (query string included) replays `statements`. */
  script: (path: string, statements: SentStatement[]) => void;
  close: () => Promise<void>;
};

/** The statements `call` makes the API send, recorded by the statement counter installed on its pool. */
export async function captureStatements(counter: StatementCounter, call: () => Promise<Response>): Promise<SentStatement[]> {
  const { result, tally } = await counter.measure(async () => {
    const response = await call();
    await response.arrayBuffer();
    return response;
  });
  if (!result.ok) throw new Error(`capturing statements: the API answered ${result.status}`);
  return tally.sent;
}

/** The statements grouped by round trip: each group is sent together, after the one before has answered. */
function toRoundTrips(statements: SentStatement[]): SentStatement[][] {
  const trips: SentStatement[][] = [];
  for (const statement of statements) (trips[statement.roundTrip] ??= []).push(statement);
  return trips.filter(Boolean);
}

type Query = Parameters<Pool['query']>[0];

async function replay(pool: Pool, trips: SentStatement[][]): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for (const trip of trips) {
    const results = await Promise.all(trip.map(({ query, values }) => pool.query(query as Query, values as unknown[] | undefined)));
    for (const result of results) rows.push(result.rows);
  }
  return rows;
}

/** A replay server on a pool like `source` (same server and size), on `listenPort` (0: any free one); GET answers 404 until a path is scripted. */
export async function startReplayServer(source: Pool, listenPort = 0): Promise<ReplayServer> {
  const pool = new pg.Pool({ connectionString: source.options.connectionString, max: source.options.max });
  // Dropping the scratch database at the end ends its idle connections: not a failure of the run.
  pool.on('error', () => undefined);
  const trips = new Map<string, SentStatement[][]>();
  // A path not scripted (yet) answers 404.
  const server = await startJsonServer(async (url) => {
    const script = trips.get(`${url.pathname}${url.search}`);
    return script ? replay(pool, script) : null;
  }, listenPort);
  const close = async () => {
    await server.close();
    await pool.end();
  };
  return { baseUrl: server.baseUrl, script: (path, statements) => void trips.set(path, toRoundTrips(statements)), close };
}
