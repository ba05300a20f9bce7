import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { talentPools, type TalentPoolRow } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const POOL_NOT_FOUND_MESSAGE = 'Talent pool not found.';

type GetCompanyPoolOptions = { db: Database; companyId: number; poolId: number };

/** The company's pool; another company's pool is a 404 like a missing one. */
export async function getCompanyPoolOrThrow({ db, companyId, poolId }: GetCompanyPoolOptions): Promise<TalentPoolRow> {
  const [pool] = await db
    .select()
    .from(talentPools)
    .where(and(eq(talentPools.id, poolId), eq(talentPools.companyId, companyId)))
    .limit(1);
  if (!pool) throw new AppError('NOT_FOUND', POOL_NOT_FOUND_MESSAGE);
  return pool;
}
