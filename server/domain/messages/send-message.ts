import { eq } from 'drizzle-orm';
import { COMPANY_ROUTES, CUSTOMER_ROUTES, ENGINEER_ROUTES } from '@/constants';
import type { Message, SendMessageInput } from '@/contracts/messages';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toUserName, userNameSql } from '../lifecycle/get-user-name';
import { resolveActedAt } from '../lifecycle/resolve-acted-at';
import type { LifecycleParty } from '../lifecycle/lifecycle-party';
import { recordOrderEvent } from '../events/record-order-event';
import { resolveMessageThread } from './resolve-message-thread';
import { selectMessages } from './select-messages';

type SendMessageOptions = { db: Database; party: LifecycleParty; input: SendMessageInput; now?: Date };

/**
 * Sends a message about an order: the company side to an applicant or the assignee, an engineer
 * to the company side (by default the user who posted the order). The recipient is notified.
 */
export async function sendMessage({ db, party, input, now = new Date() }: SendMessageOptions): Promise<Message> {
  const { order, engineerId, companySideIds } = await resolveMessageThread({ db, party, assignmentId: input.assignment_id, otherIds: [input.to_id] });
  const toId = party.actor === 'company' ? engineerId : (input.to_id ?? order.createdBy);
  if (party.actor === 'engineer' && !companySideIds.includes(toId)) throw AppError.field('to_id', 'Send the message to the company side of this work order');
  // A message written offline keeps when it was written; the order's steps meanwhile do not refuse it.
  const actedAt = await resolveActedAt({ db, assignmentId: order.id, userId: party.userId, actedAt: input.acted_at, now, followsPreviousStep: false });

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ assignmentId: order.id, engineerId, fromUserId: party.userId, toUserId: toId, body: input.message, actedAt })
      .returning({ id: messages.id, senderName: userNameSql(party.userId) });
    const name = toUserName(row.senderName);
    const link = toId === engineerId ? engineerLink(order, engineerId) : companyLink(order, toId);
    await recordOrderEvent(tx, {
      event: 'message',
      order,
      by: party,
      recipient: { userId: toId, link },
      notice: { title: `New message from ${name}`, body: `About "${order.title}": ${preview(input.message)}` },
      webhookData: { message: { id: row.id, from_id: party.userId, to_id: toId, message: input.message } },
    });
    return row.id;
  });
  const [message] = await selectMessages({ db, where: eq(messages.id, id), limit: 1 });
  return message;
}

const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

type LinkedOrder = { id: number; createdBy: number; customerId: number | null; assignedEngineerId: number | null };

/** The recipient's own details page: the customer who posted the order has theirs, the company owner the company's. */
const companyLink = (order: LinkedOrder, userId: number) =>
  (order.customerId !== null && order.createdBy === userId ? CUSTOMER_ROUTES : COMPANY_ROUTES).workOrderDetails(order.id);

/** My work for the assignee, the find-work details for an applicant. */
const engineerLink = (order: LinkedOrder, engineerId: number) =>
  order.assignedEngineerId === engineerId ? ENGINEER_ROUTES.myWorkDetails(order.id) : ENGINEER_ROUTES.findWorkDetails(order.id);
