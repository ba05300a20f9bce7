import type { Message } from '@/contracts/messages';
import type { Database } from '../../db/client';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { resolveMessageThread } from './resolve-message-thread';
import { selectMessages, threadOf } from './select-messages';

type ListMessagesOptions = { db: Database; party: LifecycleParty; query: { assignment_id: number; from_id?: number; to_id?: number } };

/**
 * The conversation about an order between its company side and one engineer, oldest first.
 * Reading it changes nothing: the thread marks what it showed with `markMessagesRead`.
 */
export async function listMessages({ db, party, query }: ListMessagesOptions): Promise<Message[]> {
  const { order, engineerId } = await resolveMessageThread({ db, party, assignmentId: query.assignment_id, otherIds: [query.from_id, query.to_id] });
  return selectMessages({ db, where: threadOf(order.id, engineerId) });
}
