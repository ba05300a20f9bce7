import type { Database } from '../db/client';
import { ensureDatabase, type PrepareDatabase } from '../db/ensure-database';
import { logger } from '../lib/logger';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedReferenceData } from './seed-reference-data';
import { usersExist } from './users-exist';

/** On every start the reference lists; on an empty embedded database the demo accounts too (logins printed). */
const seedOnStart: PrepareDatabase = async (db, kind) => {
  await seedReferenceData({ db });
  if (kind === 'embedded' && !(await usersExist({ db }))) {
    await seedDemoAccounts({ db });
    printDemoLogins();
  }
};

/** The process's database, migrated and seeded once; start-up code calls this before serving. */
export function prepareDatabase(): Promise<Database> {
  return ensureDatabase(seedOnStart);
}

export function printDemoLogins(): void {
  const accounts = DEMO_ACCOUNTS.map((account) => `${account.role} ${account.email} ${account.password} (${account.name})`);
  logger.info({ accounts }, 'demo accounts created (role, email, password)');
}
