// `npm run db:backup [-- FILE] [--force]`: a plain SQL dump of the configured database (PostgreSQL
// at DATABASE_URL, else PGlite at PGLITE_DATA_DIR, which must not be open: stop the portal first).
// Without FILE it is written under ./data/backups; the path is printed, and whether uploaded files
// are in it (they are with STORAGE_DRIVER=database). Restore: npm run db:restore.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { targetFromEnv } from '../server/db/backup/database-target';
import { dumpDatabase } from '../server/db/backup/dump-database';
import { env } from '../server/env';
import type { StorageDriverName } from '../server/lib/storage';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const target = targetFromEnv(env);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
const file = path.resolve(positionals[0] ?? path.join('data', 'backups', `${target.kind}-${stamp}.sql`));

try {
  const dump = await dumpDatabase({ target, force: values.force });
  mkdirSync(path.dirname(file), { recursive: true });
  // A dump holds password hashes and bank details: readable by its owner only.
  writeFileSync(file, dump, { mode: 0o600 });
  console.info(file);
  console.info(describeFilesInBackup(env.STORAGE_DRIVER));
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}

/** Files stored before a change of driver stay where they were until `npm run storage:migrate`. */
function describeFilesInBackup(driver: StorageDriverName): string {
  if (driver === 'database') return 'Uploaded files are included (STORAGE_DRIVER=database; files still on disk or in S3 from before are not: npm run storage:migrate -- --to database).';
  const where = driver === 'disk' ? `UPLOAD_DIR (${env.UPLOAD_DIR})` : `the S3 bucket ${env.S3_BUCKET ?? ''}`.trim();
  return `Uploaded files are NOT included (STORAGE_DRIVER=${driver}): back up ${where} as well.`;
}
