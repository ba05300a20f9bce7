import { sql } from 'drizzle-orm';
import { createDatabase } from '@/server/db/client';
import { seedDemoAccounts } from '@/server/seed/seed-demo-accounts';
import { seedReferenceData } from '@/server/seed/seed-reference-data';
import { databaseUrl, quoteIdentifier, withServer } from '@/server/test/test-database';

// The data both databases are measured on: migrated, reference lists, demo accounts and their
// orders, then `orders` more open orders copied from a demo one by SQL (titles numbered).

export type BenchTarget = { label: 'PGlite' | 'PostgreSQL'; env: Record<string, string>; drop: () => Promise<void> };

/** Fills a fresh PGlite directory (opened and closed by this process, before the server starts). */
export async function prepareEmbedded(dataDir: string, orders: number): Promise<BenchTarget> {
  await fill(createDatabase({ dataDir }), orders);
  return { label: 'PGlite', env: { PGLITE_DATA_DIR: dataDir }, drop: async () => undefined };
}

/** A scratch database on the PostgreSQL server of `serverUrl`, filled the same way; dropped after. */
export async function preparePostgres(serverUrl: string, orders: number): Promise<BenchTarget> {
  const name = 'bench_embedded';
  const run = async (statement: string) => void (await withServer(serverUrl, (client) => client.query(statement)));
  const drop = () => run(`drop database if exists ${quoteIdentifier(name)} with (force)`);
  await drop();
  await run(`create database ${quoteIdentifier(name)}`);
  const url = databaseUrl(serverUrl, name);
  await fill(createDatabase({ url }), orders);
  return { label: 'PostgreSQL', env: { DATABASE_URL: url }, drop };
}

async function fill(handle: ReturnType<typeof createDatabase>, orders: number): Promise<void> {
  try {
    await handle.migrate(async (db) => {
      await seedReferenceData({ db });
      await seedDemoAccounts({ db });
      const { rows } = (await db.execute(sql`
        select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = 'assignments' and column_name not in ('id', 'title')
          and is_identity = 'NO' and is_generated = 'NEVER'
        order by ordinal_position`)) as { rows: { name: string }[] };
      const columns = sql.raw(rows.map((row) => `"${row.name}"`).join(', '));
      await db.execute(sql`
        insert into assignments (title, ${columns})
        select template.title || ' #' || copy, ${columns}
        from (select * from assignments where status = 0 order by id limit 1) template, generate_series(1, ${orders}) copy`);
      await db.execute(sql`analyze`);
    });
  } finally {
    await handle.close();
  }
}
