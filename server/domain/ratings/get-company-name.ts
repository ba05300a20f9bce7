import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

/** A company's name as notifications and rating answers show it. */
export async function getCompanyName({ db, companyId }: { db: Database; companyId: number }): Promise<string> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return company?.name ?? 'The company';
}
