// `npm run db:seed` applies the migrations, fills the reference lists and adds the demo
// accounts that are missing; safe to repeat. Do not run it against a PGlite directory that a
// running server has open.
import { getDatabaseHandle } from '../db';
import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';
import { printDemoLogins } from './prepare-database';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedReferenceData } from './seed-reference-data';

async function main(): Promise<void> {
  const handle = getDatabaseHandle();
  try {
    await handle.migrate(async (db) => {
      logger.info({ kind: handle.kind }, 'database migrated');
      await seedReferenceData({ db });
      const created = await seedDemoAccounts({ db });
      logger.info({ demoAccountsAdded: created.length }, 'reference data seeded');
      if (created.length > 0) printDemoLogins();
    });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  logger.error({ error: describeError(error) }, 'seeding failed');
  process.exitCode = 1;
});
