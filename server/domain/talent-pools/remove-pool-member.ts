import { and, eq } from 'drizzle-orm';
import type { TalentPool } from '@/contracts/talentPools';
import type { Database } from '../../db/client';
import { talentPoolMembers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';
import { getCompanyPoolOrThrow } from './get-company-pool-or-throw';
import { listTalentPools } from './list-talent-pools';

export const NOT_A_MEMBER_MESSAGE = 'This engineer is not in the talent pool.';

type PoolMemberOptions = { db: Database; actor: CompanyActor; poolId: number; engineerId: number };

/** Takes an engineer out of one of the company's pools: orders routed to it stop showing to them. 404 when they are not in it. */
export async function removePoolMember({ db, actor, poolId, engineerId }: PoolMemberOptions): Promise<TalentPool> {
  await getCompanyPoolOrThrow({ db, companyId: actor.companyId, poolId });
  const removed = await db
    .delete(talentPoolMembers)
    .where(and(eq(talentPoolMembers.poolId, poolId), eq(talentPoolMembers.engineerId, engineerId)))
    .returning({ engineerId: talentPoolMembers.engineerId });
  if (!removed.length) throw new AppError('NOT_FOUND', NOT_A_MEMBER_MESSAGE);
  const [pool] = await listTalentPools({ db, actor, poolId });
  return pool;
}
