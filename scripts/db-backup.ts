// `npm run db:backup [-- FILE] [--force]`: a plain SQL dump of the configured database (PostgreSQL
// at DATABASE_URL, else PGlite at PGLITE_DATA_DIR, which must not be open: stop the portal first).
// Without FILE it is written under ./data/backups; the path is printed. Restore: npm run db:restore.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { targetFromEnv } from '../server/db/backup/database-target';
import { dumpDatabase } from '../server/db/backup/dump-database';
import { env } from '../server/env';

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
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
