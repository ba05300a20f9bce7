import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blockedEngineers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';

export const NOT_BLOCKED_MESSAGE = 'This engineer is not blocked.';

/** Lifts a block: the engineer sees the company's open orders again. 404 when they were not blocked. */
export async function unblockEngineer({ db, actor, engineerId }: { db: Database; actor: CompanyActor; engineerId: number }): Promise<void> {
  const removed = await db
    .delete(blockedEngineers)
    .where(and(eq(blockedEngineers.companyId, actor.companyId), eq(blockedEngineers.engineerId, engineerId)))
    .returning({ engineerId: blockedEngineers.engineerId });
  if (!removed.length) throw new AppError('NOT_FOUND', NOT_BLOCKED_MESSAGE);
}
