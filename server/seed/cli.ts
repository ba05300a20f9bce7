// `npm run db:seed` applies the migrations, fills the reference lists and adds the demo
// accounts that are missing; safe to repeat. Do not run it against a PGlite directory that a
// running server has open.
import { getDatabaseHandle } from '../db';
import { printDemoLogins } from './prepare-database';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedReferenceData } from './seed-reference-data';

async function main(): Promise<void> {
  const handle = getDatabaseHandle();
  try {
    await handle.migrate(async (db) => {
      console.info(`[db] ${handle.kind} database migrated`);
      await seedReferenceData({ db });
      const created = await seedDemoAccounts({ db });
      console.info(`[db] reference data seeded; ${created.length} demo account(s) added`);
      if (created.length > 0) printDemoLogins();
    });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
