// `npm run db:migrate` applies the pending migrations; safe to repeat. Seeding is
// `npm run db:seed` (server/seed/cli.ts). Do not run it against a PGlite directory that a
// running server has open.
import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';
import { getDatabaseHandle } from './index';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate') throw new Error('Usage: tsx server/db/cli.ts migrate');
  const handle = getDatabaseHandle();
  try {
    await handle.migrate();
    logger.info({ kind: handle.kind }, 'database migrated');
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  logger.error({ error: describeError(error) }, 'migrating failed');
  process.exitCode = 1;
});
