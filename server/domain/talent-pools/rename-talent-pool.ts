import { eq } from 'drizzle-orm';
import type { TalentPool, TalentPoolInput } from '@/contracts/talentPools';
import type { Database } from '../../db/client';
import { talentPools } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getCompanyPoolOrThrow } from './get-company-pool-or-throw';
import { listTalentPools } from './list-talent-pools';
import { savePoolName } from './save-pool-name';

type RenameTalentPoolOptions = { db: Database; actor: CompanyActor; poolId: number; input: TalentPoolInput };

/** Renames one of the company's pools (404 for another company's); a name in use is a 409 on `name`. */
export async function renameTalentPool({ db, actor, poolId, input }: RenameTalentPoolOptions): Promise<TalentPool> {
  await getCompanyPoolOrThrow({ db, companyId: actor.companyId, poolId });
  await savePoolName(() => db.update(talentPools).set({ name: input.name }).where(eq(talentPools.id, poolId)));
  const [renamed] = await listTalentPools({ db, actor, poolId });
  return renamed;
}
