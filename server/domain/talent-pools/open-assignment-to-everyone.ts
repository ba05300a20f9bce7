import type { Database } from '../../db/client';
import type { AssignmentRow } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { getOwnedAssignmentOrThrow } from '../assignments/get-owned-assignment-or-throw';
import { AppError } from '../../lib/errors';
import { openOrderToEveryone } from './open-order-to-everyone';

export const NOT_ROUTED_MESSAGE = 'This work order is not routed: it is already open to everyone.';

type OpenAssignmentToEveryoneOptions = { db: Database; actor: CompanyActor; assignmentId: number; now?: Date };

/** "Open to everyone now": clears the order's routing before its window ends. 404 for another tenant's order, 409 when not routed. */
export async function openAssignmentToEveryone({ db, actor, assignmentId, now = new Date() }: OpenAssignmentToEveryoneOptions): Promise<AssignmentRow> {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  if (order.routedUntil === null || order.status !== 0) throw new AppError('CONFLICT', NOT_ROUTED_MESSAGE);
  const opened = await db.transaction((tx) =>
    openOrderToEveryone(tx, { assignmentId, by: { actor: 'company', userId: actor.userId }, note: `Opened to everyone at ${now.toISOString()}` }),
  );
  if (!opened) throw new AppError('CONFLICT', NOT_ROUTED_MESSAGE);
  return opened;
}
