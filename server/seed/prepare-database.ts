import type { Database } from '../db/client';
import { ensureDatabase, type PrepareDatabase } from '../db/ensure-database';
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
  const lines = DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(15)} ${account.email.padEnd(22)} ${account.password}  ${account.name}`);
  console.info(['[db] Demo accounts created (role, email, password):', ...lines].join('\n'));
}
