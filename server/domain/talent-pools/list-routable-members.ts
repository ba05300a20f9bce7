import { and, eq, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blockedEngineers, talentPoolMembers } from '../../db/schema';

/** The pool's members an order routed to it reaches: everyone in it but the engineers the company blocked since. */
export async function listRoutableMembers(db: Database, { poolId, companyId }: { poolId: number; companyId: number }): Promise<number[]> {
  const rows = await db
    .select({ engineerId: talentPoolMembers.engineerId })
    .from(talentPoolMembers)
    .where(
      and(
        eq(talentPoolMembers.poolId, poolId),
        notExists(
          db
            .select({ one: blockedEngineers.engineerId })
            .from(blockedEngineers)
            .where(and(eq(blockedEngineers.companyId, companyId), eq(blockedEngineers.engineerId, talentPoolMembers.engineerId))),
        ),
      ),
    );
  return rows.map((row) => row.engineerId);
}
