import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { BlockedEngineer } from '@/contracts/talentPools';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, blockedEngineers, talentPoolMembers, talentPools } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getEngineerOrThrow } from './get-engineer-or-throw';
import { listBlockedEngineers } from './list-blocked-engineers';
import { openOrderToEveryone } from './open-order-to-everyone';

type BlockEngineerOptions = { db: Database; actor: CompanyActor; engineerId: number; reason?: string | null };

/**
 * Blocks an engineer for the company (blocking again updates the reason): they no longer see its
 * orders, their open applications on its open orders are declined, they leave its pools, and its
 * orders offered to them open to everyone. Orders already assigned to them are not touched.
 * 404 for a user who is no engineer.
 */
export async function blockEngineer({ db, actor, engineerId, reason = null }: BlockEngineerOptions): Promise<BlockedEngineer> {
  await getEngineerOrThrow(db, engineerId);
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    await tx
      .insert(blockedEngineers)
      .values({ companyId, engineerId, blockedBy: actor.userId, reason })
      .onConflictDoUpdate({ target: [blockedEngineers.companyId, blockedEngineers.engineerId], set: { reason, blockedBy: actor.userId } });

    const openOrders = tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.companyId, companyId), eq(assignments.status, 0)));
    await tx
      .update(assignmentApplications)
      .set({ status: 'declined' })
      .where(and(eq(assignmentApplications.engineerId, engineerId), eq(assignmentApplications.status, 'applied'), inArray(assignmentApplications.assignmentId, openOrders)));

    const pools = tx.select({ id: talentPools.id }).from(talentPools).where(eq(talentPools.companyId, companyId));
    await tx.delete(talentPoolMembers).where(and(eq(talentPoolMembers.engineerId, engineerId), inArray(talentPoolMembers.poolId, pools)));

    const offered = await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.companyId, companyId), eq(assignments.offeredEngineerId, engineerId), isNotNull(assignments.routedUntil)));
    for (const { id } of offered) {
      await openOrderToEveryone(tx, { assignmentId: id, by: { actor: 'company', userId: actor.userId }, note: 'Opened to everyone: the engineer it was offered to was blocked' });
    }
  });
  const [blocked] = await listBlockedEngineers({ db, companyId, engineerId });
  return blocked;
}
