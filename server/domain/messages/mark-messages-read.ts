import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ReadMessagesInput } from '@/contracts/messages';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { getMessageOrderOrThrow } from './resolve-message-thread';

type MarkMessagesReadOptions = { db: Database; party: LifecycleParty; input: ReadMessagesInput };

/**
 * Marks read the messages a thread showed the caller, so no unread-message mail goes out for
 * them. Only messages addressed to the caller about that order change; other ids are ignored.
 */
export async function markMessagesRead({ db, party, input }: MarkMessagesReadOptions): Promise<{ read_count: number }> {
  const order = await getMessageOrderOrThrow({ db, party, assignmentId: input.assignment_id });
  const read = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.assignmentId, order.id), eq(messages.toUserId, party.userId), inArray(messages.id, input.message_ids), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return { read_count: read.length };
}
