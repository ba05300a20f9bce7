import { and, desc, eq } from 'drizzle-orm';
import type { BlockedEngineer } from '@/contracts/talentPools';
import type { Database } from '../../db/client';
import { blockedEngineers, users } from '../../db/schema';

/** The engineers the company blocked, latest first (one of them when `engineerId` is given). */
export async function listBlockedEngineers({ db, companyId, engineerId }: { db: Database; companyId: number; engineerId?: number }): Promise<BlockedEngineer[]> {
  const rows = await db
    .select({ block: blockedEngineers, firstName: users.firstName, lastName: users.lastName, profilePicture: users.profilePicture })
    .from(blockedEngineers)
    .innerJoin(users, eq(users.id, blockedEngineers.engineerId))
    .where(and(eq(blockedEngineers.companyId, companyId), engineerId === undefined ? undefined : eq(blockedEngineers.engineerId, engineerId)))
    .orderBy(desc(blockedEngineers.createdAt), desc(blockedEngineers.engineerId));
  return rows.map(({ block, firstName, lastName, profilePicture }) => ({
    engineer_id: block.engineerId,
    name: `${firstName} ${lastName}`,
    profile_picture: profilePicture,
    reason: block.reason,
    blocked_at: block.createdAt.toISOString(),
  }));
}
