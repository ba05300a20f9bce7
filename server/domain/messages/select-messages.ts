import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGE_THREAD_LIMIT } from '@/constants';
import type { Message } from '@/contracts/messages';
import type { Database } from '../../db/client';
import { messages, users } from '../../db/schema';


/** Messages as the API answers them, oldest first (the latest `limit` of them). */
export async function selectMessages({ db, where, limit = MESSAGE_THREAD_LIMIT }: { db: Database; where: SQL | undefined; limit?: number }): Promise<Message[]> {
  const sender = alias(users, 'sender');
  const recipient = alias(users, 'recipient');
  const rows = await db
    .select({ message: messages, sender: { firstName: sender.firstName, lastName: sender.lastName }, recipient: { firstName: recipient.firstName, lastName: recipient.lastName } })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.fromUserId))
    .innerJoin(recipient, eq(recipient.id, messages.toUserId))
    .where(where)
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse().map(({ message, sender: from, recipient: to }) => ({
    id: message.id,
    assignment_id: message.assignmentId,
    engineer_id: message.engineerId,
    from_id: message.fromUserId,
    from_name: `${from.firstName} ${from.lastName}`,
    from_side: message.fromUserId === message.engineerId ? 'engineer' : 'company',
    to_id: message.toUserId,
    to_name: `${to.firstName} ${to.lastName}`,
    message: message.body,
    created_at: message.createdAt.toISOString(),
  }));
}

export const threadOf = (assignmentId: number, engineerId: number) => and(eq(messages.assignmentId, assignmentId), eq(messages.engineerId, engineerId));
