import type { Database } from './client';

/** The query builders that change rows, and `transaction`, whose handle would escape this view. */
const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete', 'transaction']);

const READ_ONLY_MESSAGE = 'This read runs before its token is confirmed and may not write.';

// One view per database, so what is cached per database object (prepared queries) is found again.
const views = new WeakMap<Database, Database>();

/**
 * The database for code that must only read: reaching for a write fails at once, before any SQL.
 * Raw `execute` stays open (reads use it for SQL the builders cannot say).
 */
export function readOnlyView(db: Database): Database {
  let view = views.get(db);
  if (!view) {
    view = createView(db);
    views.set(db, view);
  }
  return view;
}

function createView(db: Database): Database {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (WRITES.has(key)) throw new Error(`${READ_ONLY_MESSAGE} (db.${String(key)})`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
