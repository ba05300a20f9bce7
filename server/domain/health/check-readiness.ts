import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, type Database } from '../../db/client';
import { AppError } from '../../lib/errors';

type CheckReadinessOptions = { db: Database };

export const DATABASE_DOWN_MESSAGE = 'Not ready: the database does not answer.';
export const MIGRATIONS_PENDING_MESSAGE = 'Not ready: database migrations are still pending.';

let newestMigration: number | undefined;

/** When the newest committed migration was generated (drizzle keeps this as each applied migration's created_at). */
function newestMigrationMillis(): number {
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis));
  return newestMigration;
}

/** Ready means the database answers and every committed migration is applied; otherwise a 503 says which. */
export async function checkReadiness({ db }: CheckReadinessOptions): Promise<{ migrated_to: string }> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    throw new AppError('UNAVAILABLE', DATABASE_DOWN_MESSAGE);
  }
  const applied = await db
    .execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
    .then((result) => Number((result as { rows: { newest?: unknown }[] }).rows[0]?.newest ?? 0))
    .catch(() => 0);
  if (applied < newestMigrationMillis()) throw new AppError('UNAVAILABLE', MIGRATIONS_PENDING_MESSAGE);
  return { migrated_to: new Date(applied).toISOString() };
}
