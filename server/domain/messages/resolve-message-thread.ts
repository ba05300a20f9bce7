import { eq } from 'drizzle-orm';
import { MESSAGE_THREAD_ENGINEER_MISSING } from '@/contracts/messages';
import type { Database } from '../../db/client';
import { assignments, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';
import { getPartyOrderOrThrow } from '../lifecycle/get-party-order-or-throw';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { canEngineerTalk, getCompanySideUserIds } from './message-parties';

export type MessageThread = { order: AssignmentRow; engineerId: number; companySideIds: number[] };

type ResolveMessageThreadOptions = {
  db: Database;
  party: LifecycleParty;
  assignmentId: number;
  /** The other users named by the request; the company side must name the engineer among them. */
  otherIds: (number | undefined)[];
};

/**
 * The conversation a request is about: the order and the engineer it is with. An engineer's is
 * their own (as assignee or applicant); the company side's is with an engineer it names.
 */
export async function resolveMessageThread({ db, party, assignmentId, otherIds }: ResolveMessageThreadOptions): Promise<MessageThread> {
  const order = await getMessageOrderOrThrow({ db, party, assignmentId });
  if (party.actor === 'engineer') return { order, engineerId: party.userId, companySideIds: await getCompanySideUserIds({ db, order }) };
  const companySideIds = await getCompanySideUserIds({ db, order });
  const engineerId = otherIds.find((id) => id !== undefined && id !== party.userId && !companySideIds.includes(id));
  if (engineerId === undefined) throw AppError.field('to_id', MESSAGE_THREAD_ENGINEER_MISSING);
  if (!(await canEngineerTalk({ db, order, engineerId }))) throw new AppError('NOT_FOUND', 'This engineer has not applied to this work order.');
  return { order, engineerId, companySideIds };
}

/** The order if the party may talk about it: the company side's own order, or one the engineer applied to or is assigned. */
export async function getMessageOrderOrThrow({ db, party, assignmentId }: { db: Database; party: LifecycleParty; assignmentId: number }): Promise<AssignmentRow> {
  if (party.actor !== 'engineer') return getPartyOrderOrThrow({ db, party, assignmentId });
  const [order] = await db.select().from(assignments).where(eq(assignments.id, assignmentId)).limit(1);
  if (!order || !(await canEngineerTalk({ db, order, engineerId: party.userId }))) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);
  return order;
}
