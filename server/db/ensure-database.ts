import { getDatabaseHandle, type Database } from './index';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedDemoAccounts } from './seed/seed-demo-accounts';
import { seedReferenceData } from './seed/seed-reference-data';
import { usersExist } from './seed/users-exist';

const cache = globalThis as typeof globalThis & { __servicePortalReady?: Promise<Database> };

/**
 * Makes the process's database ready once: migrations, reference lists, and on an empty
 * embedded database the demo accounts (whose logins are printed). A failure is not cached,
 * so the next request tries again.
 */
export function ensureDatabase(): Promise<Database> {
  cache.__servicePortalReady ??= prepare().catch((error: unknown) => {
    cache.__servicePortalReady = undefined;
    throw error;
  });
  return cache.__servicePortalReady;
}

async function prepare(): Promise<Database> {
  const handle = getDatabaseHandle();
  const started = Date.now();
  await handle.migrate(async (db) => {
    await seedReferenceData({ db });
    if (handle.kind === 'embedded' && !(await usersExist({ db }))) {
      await seedDemoAccounts({ db });
      printDemoLogins();
    }
  });
  console.info(`[db] ${handle.kind} database ready in ${Date.now() - started} ms`);
  return handle.db;
}

export function printDemoLogins(): void {
  const lines = DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(15)} ${account.email.padEnd(22)} ${account.password}  ${account.name}`);
  console.info(['[db] Demo accounts created (role, email, password):', ...lines].join('\n'));
}
