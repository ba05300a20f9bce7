// `npm run db:restore -- FILE [--force]`: replays a dump of `npm run db:backup` into the configured
// database (PostgreSQL at DATABASE_URL, else PGlite at PGLITE_DATA_DIR; stop the portal first). A
// database that already has tables is refused unless --force, which replaces everything in it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { targetFromEnv } from '../server/db/backup/database-target';
import { restoreDatabase } from '../server/db/backup/restore-database';
import { env } from '../server/env';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });

try {
  if (positionals.length !== 1) throw new Error('usage: npm run db:restore -- FILE [--force]');
  const file = path.resolve(positionals[0]);
  const target = targetFromEnv(env);
  await restoreDatabase({ target, dump: readFileSync(file, 'utf8'), force: values.force });
  console.info(`Restored ${file} into the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
