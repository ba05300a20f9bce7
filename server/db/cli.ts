// `npm run db:migrate` applies migrations; `npm run db:seed` also fills the reference lists and
// adds the demo accounts that are missing. Both are safe to repeat. Do not run them against a
// PGlite directory that a running server has open.
import { getDatabaseHandle } from './index';
import { printDemoLogins } from './ensure-database';
import { seedDemoAccounts } from './seed/seed-demo-accounts';
import { seedReferenceData } from './seed/seed-reference-data';

const COMMANDS = ['migrate', 'seed'] as const;

async function main(command: string | undefined): Promise<void> {
  if (!COMMANDS.includes(command as (typeof COMMANDS)[number])) {
    throw new Error(`Usage: tsx server/db/cli.ts <${COMMANDS.join('|')}>`);
  }
  const handle = getDatabaseHandle();
  try {
    await handle.migrate(async (db) => {
      console.info(`[db] ${handle.kind} database migrated`);
      if (command !== 'seed') return;
      await seedReferenceData({ db });
      const created = await seedDemoAccounts({ db });
      console.info(`[db] reference data seeded; ${created.length} demo account(s) added`);
      if (created.length > 0) printDemoLogins();
    });
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
