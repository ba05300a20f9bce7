import type { AssignmentStatus, LifecycleActor, OrderEventName } from '@/constants';

/** The order as an event needs it: the status it has now, its company side and its assignee. */
export type EventOrder = {
  id: number;
  status: AssignmentStatus;
  companyId: number;
  createdBy: number;
  assignedEngineerId: number | null;
  /** The company's owner, when the caller read it with the order (the lifecycle's UPDATE … RETURNING); read when told otherwise. */
  companyOwnerId?: number | null;
};

export type RecordedOrderEvent = {
  event: OrderEventName;
  order: EventOrder;
  /** Who acted: their side, and their user id (null when the system acted). */
  by: { actor: LifecycleActor; userId: number | null };
  /** The log entry's note. */
  note?: string | null;
  /** When the user acted, for an action sent later than that (queued offline); null or left out when it is now. */
  actedAt?: Date | null;
  /** The notification's text. */
  notice?: { title: string; body: string };
  /** The engineers told, for an event that tells `engineers`. */
  engineerIds?: readonly number[];
  /** The user told and their link, for an event that tells a `recipient`. */
  recipient?: { userId: number; link: string };
  /** What the webhook body's `data` carries besides the order and the actor (the expense, the message, the engineer). */
  webhookData?: Record<string, unknown>;
  /** False sends no webhook for this event (a rating that does not reveal both yet). */
  sendsWebhook?: boolean;
};
