// `npm run db:migrate` applies the pending migrations; safe to repeat. Seeding is
// `npm run db:seed` (server/seed/cli.ts). Do not run it against a PGlite directory that a
// running server has open.
import { getDatabaseHandle } from './index';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate') throw new Error('Usage: tsx server/db/cli.ts migrate');
  const handle = getDatabaseHandle();
  try {
    await handle.migrate();
    console.info(`[db] ${handle.kind} database migrated`);
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
