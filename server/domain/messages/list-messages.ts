import { and, eq, isNull } from 'drizzle-orm';
import type { Message } from '@/contracts/messages';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { resolveMessageThread } from './resolve-message-thread';
import { selectMessages, threadOf } from './select-messages';

type ListMessagesOptions = { db: Database; party: LifecycleParty; query: { assignment_id: number; from_id?: number; to_id?: number } };

/**
 * The conversation about an order between its company side and one engineer, oldest first.
 * Opening it reads the messages addressed to the caller (so no unread-message mail goes out).
 */
export async function listMessages({ db, party, query }: ListMessagesOptions): Promise<Message[]> {
  const { order, engineerId } = await resolveMessageThread({ db, party, assignmentId: query.assignment_id, otherIds: [query.from_id, query.to_id] });
  const thread = threadOf(order.id, engineerId);
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(thread, eq(messages.toUserId, party.userId), isNull(messages.readAt)));
  return selectMessages({ db, where: thread });
}
