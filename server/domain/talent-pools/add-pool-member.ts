import type { TalentPool } from '@/contracts/talentPools';
import type { Database } from '../../db/client';
import { talentPoolMembers } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getCompanyPoolOrThrow } from './get-company-pool-or-throw';
import { getEngineerOrThrow } from './get-engineer-or-throw';
import { listTalentPools } from './list-talent-pools';

type PoolMemberOptions = { db: Database; actor: CompanyActor; poolId: number; engineerId: number };

/** Adds an engineer to one of the company's pools (adding a member again changes nothing); 404 for another company's pool or a user who is no engineer. */
export async function addPoolMember({ db, actor, poolId, engineerId }: PoolMemberOptions): Promise<TalentPool> {
  await getCompanyPoolOrThrow({ db, companyId: actor.companyId, poolId });
  await getEngineerOrThrow(db, engineerId);
  await db.insert(talentPoolMembers).values({ poolId, engineerId, addedBy: actor.userId }).onConflictDoNothing();
  const [pool] = await listTalentPools({ db, actor, poolId });
  return pool;
}
