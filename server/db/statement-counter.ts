import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { DatabaseHandle } from './client';

/**
 * What one piece of work sent to the database: its statements (BEGIN and COMMIT included) and
 * its round trips, the times the caller waited with nothing else in flight: statements sent
 * together (`Promise.all`) count once. PGlite runs one statement at a time anyway; there the
 * round trips say what a server would wait for. A statement that ends before the next one starts
 * (while the process works in between) counts as a round trip of its own: an upper bound, which
 * depends on timing, unlike the statements.
 */
export type StatementTally = { statements: number; roundTrips: number; texts: string[]; sent: SentStatement[] };

/**
 * One statement exactly as the driver was handed it: its query (a text, or pg's query config with
 * its name, row mode and type parsers), its values, and the round trip it went out in (0-based),
 * so a replay can send the same statements with the same overlap.
 */
export type SentStatement = { query: unknown; values: unknown; roundTrip: number };

export type StatementCounter = {
  /** Runs `task` and tallies every statement sent through the handle meanwhile (from anywhere). */
  measure: <T>(task: () => Promise<T>) => Promise<{ result: T; tally: StatementTally }>;
};

type Recorder = { start: (query: unknown, values?: unknown) => () => void };

const counters = new WeakMap<DatabaseHandle, StatementCounter>();

/**
 * A test and benchmark hook: counts the statements `handle` sends, by wrapping the query
 * functions of its driver (each pool connection's, or PGlite's). Install it before the handle's
 * first query; one counter per handle.
 */
export function countStatements(handle: DatabaseHandle): StatementCounter {
  const existing = counters.get(handle);
  if (existing) return existing;
  let tally: StatementTally | undefined;
  let inFlight = 0;
  const recorder: Recorder = {
    start(query, values) {
      const current = tally;
      if (!current) return () => undefined;
      if (inFlight === 0) current.roundTrips += 1;
      inFlight += 1;
      current.statements += 1;
      current.texts.push(textOf(query).replace(/\s+/g, ' ').slice(0, 160));
      current.sent.push({ query, values, roundTrip: current.roundTrips - 1 });
      let settled = false;
      return () => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
      };
    },
  };
  if (handle.kind === 'memory') wrapPglite(handle.client, recorder);
  else wrapPool(handle.client, recorder);

  const counter: StatementCounter = {
    measure: async (task) => {
      if (tally) throw new Error('one measurement at a time');
      tally = { statements: 0, roundTrips: 0, texts: [], sent: [] };
      inFlight = 0;
      try {
        const result = await task();
        return { result, tally };
      } finally {
        tally = undefined;
      }
    },
  };
  counters.set(handle, counter);
  return counter;
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : typeof query === 'object' && query !== null && 'text' in query ? String(query.text) : '?';

type QueryFunction = (...args: unknown[]) => unknown;

/** Wraps `query` so each call is recorded until its promise (or callback) settles. */
function recorded(query: QueryFunction, recorder: Recorder): QueryFunction {
  return (...args) => {
    // pg takes the values as the second argument or in the query config.
    const values = Array.isArray(args[1]) ? args[1] : typeof args[0] === 'object' && args[0] !== null && 'values' in args[0] ? args[0].values : undefined;
    const done = recorder.start(args[0], values);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (callback as QueryFunction)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
}

function wrapPool(pool: Pool, recorder: Recorder): void {
  pool.on('connect', (client: PoolClient) => {
    client.query = recorded(client.query.bind(client) as QueryFunction, recorder) as PoolClient['query'];
  });
}

/** PGlite sends BEGIN and COMMIT itself inside `transaction`: they are recorded around the callback. */
function wrapPglite(client: PGlite, recorder: Recorder): void {
  client.query = recorded(client.query.bind(client) as QueryFunction, recorder) as PGlite['query'];
  client.exec = recorded(client.exec.bind(client) as QueryFunction, recorder) as PGlite['exec'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    recorder.start('BEGIN')();
    return transaction(async (tx) => {
      tx.query = recorded(tx.query.bind(tx) as QueryFunction, recorder) as Transaction['query'];
      tx.exec = recorded(tx.exec.bind(tx) as QueryFunction, recorder) as Transaction['exec'];
      try {
        return await callback(tx);
      } finally {
        recorder.start('COMMIT')();
      }
    });
  }) as PGlite['transaction'];
}
