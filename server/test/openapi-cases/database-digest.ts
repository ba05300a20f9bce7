import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quoteIdentifier } from '../test-database';

// A fingerprint of every table's rows, to show that refused requests wrote nothing.

/**
 * Tables a refused request may still change, each for a reason of its own:
 * - rate_limits: the throttle counts attempts on the sign-in, sign-up and mail routes before it
 *   looks at the input, refused ones included; counting them is its job.
 */
const CHANGED_BY_ANY_REQUEST = new Set(['rate_limits']);

/**
 * Columns a refused request may still change, left out of their table's digest:
 * - api_keys: a request with a key counts in the key's rate window and stamps its last use,
 *   refused or not; the rest of the row (revoked_at among it) must not move.
 */
const CHANGED_COLUMNS_BY_ANY_REQUEST: Record<string, string[]> = { api_keys: ['last_used_at', 'rate_window_started_at', 'rate_window_count'] };

/** A row as text for the digest, without the columns any request may change. */
const rowText = (name: string) => {
  const columns = CHANGED_COLUMNS_BY_ANY_REQUEST[name];
  return columns ? `(to_jsonb(t) - array[${columns.map((column) => `'${column}'`).join(', ')}])::text` : 't::text';
};

type Row = { name: string; digest: string };

/** The rows of a raw query (the Database type leaves the driver's result shape open). */
async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const listTables = async (db: Database) =>
  (await queryRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)).map((row) => row.name);

/**
 * The tables that already hold rows in a fresh test database: the seeded reference lists
 * (150,000 cities among them). Digesting them after every operation would take minutes, so a
 * test digests them once around all its calls and the other tables around each batch.
 */
export async function listSeededTables(db: Database): Promise<string[]> {
  const names = await listTables(db);
  const counts = await queryRows<{ name: string; present: boolean }>(
    db,
    sql.raw(names.map((name) => `select '${name}' as name, exists (select 1 from ${quoteIdentifier(name)}) as present`).join(' union all ')),
  );
  return counts.filter((row) => row.present).map((row) => row.name);
}

type Selection = { only?: readonly string[]; except?: readonly string[] };

/** Table name → md5 of its rows (as text, sorted), for the tables of the public schema (`only` these, or all but `except`) but the ones above. */
export async function digestDatabase(db: Database, { only, except = [] }: Selection = {}): Promise<Record<string, string>> {
  const names = (await listTables(db)).filter((name: string) => !CHANGED_BY_ANY_REQUEST.has(name) && !except.includes(name) && (!only || only.includes(name)));
  const query = names
    .map((name) => `select '${name}' as name, md5(coalesce(string_agg(${rowText(name)}, '|' order by ${rowText(name)}), '')) as digest from ${quoteIdentifier(name)} t`)
    .join(' union all ');
  const digests = await queryRows<Row>(db, sql.raw(query));
  return Object.fromEntries(digests.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);

/** Values the tests plant in unknown fields; a row holding one afterwards means one was written. */
export const PLANTED = { number: 1_987_654_321, text: 'planted-field-value' } as const;

/** The tables (and how many rows) holding a planted value anywhere in a row, of all but `except`. */
export async function findPlantedValues(db: Database, except: readonly string[] = []): Promise<string[]> {
  const query = (await listTables(db))
    .filter((name) => !except.includes(name))
    .map((name) => `select '${name}' as name, count(*)::int as count from ${quoteIdentifier(name)} t where t::text like '%${PLANTED.number}%' or t::text like '%${PLANTED.text}%'`)
    .join(' union all ');
  const found = await queryRows<{ name: string; count: number }>(db, sql.raw(query));
  return found.filter((row) => row.count > 0).map((row) => `${row.name} (${row.count})`);
}
