import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, type Database } from '../../db/client';
import { AppError } from '../../lib/errors';

type CheckReadinessOptions = {
  db: Database;
  /** Whether this process listens for live events (starting the listener when it has not yet); a missed NOTIFY is a lost notification. */
  isListening: () => Promise<boolean>;
  /** Throws when the file storage new uploads go to cannot be reached (server/lib/storage checkStorage). */
  checkStorage?: () => Promise<void>;
};

export const DATABASE_DOWN_MESSAGE = 'Not ready: the database does not answer.';
export const MIGRATIONS_PENDING_MESSAGE = 'Not ready: database migrations are still pending.';
export const LISTENER_DOWN_MESSAGE = 'Not ready: the live event listener is not connected.';
export const STORAGE_DOWN_MESSAGE = 'Not ready: file storage does not answer.';

let newestMigration: number | undefined;

/** When the newest committed migration was generated (drizzle keeps this as each applied migration's created_at). */
function newestMigrationMillis(): number {
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis));
  return newestMigration;
}

/**
 * Ready means the database answers, every committed migration is applied, the live event
 * listener is connected and file storage answers; otherwise a 503 says which.
 */
export async function checkReadiness({ db, isListening, checkStorage = async () => undefined }: CheckReadinessOptions): Promise<{ migrated_to: string }> {
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
  if (!(await isListening().catch(() => false))) throw new AppError('UNAVAILABLE', LISTENER_DOWN_MESSAGE);
  await checkStorage().catch(() => {
    throw new AppError('UNAVAILABLE', STORAGE_DOWN_MESSAGE);
  });
  return { migrated_to: new Date(applied).toISOString() };
}
