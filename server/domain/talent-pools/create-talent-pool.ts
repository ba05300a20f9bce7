import type { TalentPool, TalentPoolInput } from '@/contracts/talentPools';
import type { Database } from '../../db/client';
import { talentPools } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { listTalentPools } from './list-talent-pools';
import { savePoolName } from './save-pool-name';

/** A new, empty pool of the actor's company; a name the company already uses is a 409 on `name`. */
export async function createTalentPool({ db, actor, input }: { db: Database; actor: CompanyActor; input: TalentPoolInput }): Promise<TalentPool> {
  const [pool] = await savePoolName(() =>
    db.insert(talentPools).values({ companyId: actor.companyId, name: input.name, createdBy: actor.userId }).returning({ id: talentPools.id }),
  );
  const [created] = await listTalentPools({ db, actor, poolId: pool.id });
  return created;
}
