import type { Placeholder } from 'drizzle-orm';
import type { Database } from './client';

/** A value in a statement, or its placeholder in a statement prepared by prepareByShape and run with values. */
export type SqlValue<T> = T | Placeholder;

/** More shapes than any family has; past it the family's cache starts over (a bound, not a working size). */
const MAX_SHAPES = 256;

const cache = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement (or a few) whose text depends only on a few choices, its `shape`: built once per
 * database and shape with `sql.placeholder` in place of every value, and run with the values
 * afterwards. Drizzle renders a statement's whole tree each time it is built, which on a hot read
 * such as find work is most of the Node time of the request. `family` keeps statements of
 * different domain functions apart; the statement sent is the same text and values as built anew.
 */
export function prepareByShape<T>(db: Database, family: string, shape: string, prepare: () => T): T {
  let prepared = cache.get(db);
  if (!prepared) cache.set(db, (prepared = new Map()));
  const key = `${family}:${shape}`;
  const found = prepared.get(key) as T | undefined;
  if (found) return found;
  if (prepared.size >= MAX_SHAPES) prepared.clear();
  const built = prepare();
  prepared.set(key, built);
  return built;
}
