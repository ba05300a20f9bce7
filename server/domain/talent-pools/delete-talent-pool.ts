import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, talentPools } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getCompanyPoolOrThrow } from './get-company-pool-or-throw';
import { openOrderToEveryone } from './open-order-to-everyone';

/**
 * Deletes one of the company's pools with its memberships (404 for another company's). Orders
 * still routed to it open to everyone first, each with its log entry, so none stays hidden.
 */
export async function deleteTalentPool({ db, actor, poolId }: { db: Database; actor: CompanyActor; poolId: number }): Promise<void> {
  const pool = await getCompanyPoolOrThrow({ db, companyId: actor.companyId, poolId });
  await db.transaction(async (tx) => {
    const routed = await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.routePoolId, poolId), isNotNull(assignments.routedUntil)));
    for (const { id } of routed) {
      await openOrderToEveryone(tx, { assignmentId: id, by: { actor: 'company', userId: actor.userId }, note: `Opened to everyone: the talent pool "${pool.name}" was deleted` });
    }
    await tx.delete(talentPools).where(eq(talentPools.id, poolId));
  });
}
