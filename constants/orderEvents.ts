import { getTransitions, type LifecycleAction } from './lifecycle';
import type { MailKind, NotificationKind } from './notifications';
import { ASSIGNMENT_EVENT, type AssignmentEvent } from './statuses';
import type { WebhookEventType } from './webhooks';

// The things that happen to a work order, each once: the code its log entry records, who is told
// (with which notification kind), whether that notification is mailed, and what an open portal
// refreshes when the live event arrives. The server records an event with recordOrderEvent
// (server/domain/events); the mail sweep and the portal's live updates read the kind back here.

/**
 * Who is told, besides the one who acted:
 * - `otherSide`: the side that did not act: the assigned engineer, the company side, or both when the system acted;
 * - `companySide`: the company owner and the customer who posted the order (when that is someone else);
 * - `engineers`: the engineers the caller names (the assignee, the applicants…), linked by `engineerLink`;
 * - `recipient`: the one user the caller names, with the caller's link;
 * - `nobody`.
 */
export type EventAudience = 'otherSide' | 'companySide' | 'engineers' | 'recipient' | 'nobody';

/** Where an engineer's notification leads: My Work or Find Work details, the Find Work list, or My Work while someone is assigned. */
export type EngineerLink = 'myWork' | 'findWork' | 'findWorkList' | 'byAssignee';

/** What a live event refreshes besides the notifications: the order's pages and the lists (when it names an order), the lists alone, the message threads, the ratings. */
export type LiveRefresh = 'order' | 'orderLists' | 'messages' | 'ratings';

export type OrderEvent = {
  /** The notification kind the told users get; null when nobody is told. */
  kind: NotificationKind | null;
  /** The log entry's code; `status` logs the order's status code afterwards; null writes no entry. */
  log: AssignmentEvent | 'status' | null;
  tells: EventAudience;
  /** For `engineers`: where their notification leads. */
  engineerLink?: EngineerLink;
  /** The mail the notification becomes (unless the user turned it off); null when it is not mailed. */
  mail: MailKind | null;
  refresh: readonly LiveRefresh[];
  /** The order is gone afterwards: the notification names no order. */
  removesOrder?: true;
  /** The webhook event type the outbox sends (constants/webhooks); null sends none. */
  webhook: WebhookEventType | null;
};

/** A lifecycle action's log code, as the lifecycle table has it. */
const logOf = (action: LifecycleAction): AssignmentEvent | 'status' => getTransitions(action)[0].event ?? 'status';

const ORDER = ['order'] as const;

/** Told the side that did not act, linked to their own details page; logged with the lifecycle's code. */
const move = (action: LifecycleAction, mail: MailKind | null, webhook: WebhookEventType): OrderEvent => ({ kind: action, log: logOf(action), tells: 'otherSide', mail, refresh: ORDER, webhook });

export const ORDER_EVENTS = {
  post: { kind: null, log: ASSIGNMENT_EVENT.UNASSIGNED, tells: 'nobody', mail: null, refresh: [], webhook: 'work_order.created' },
  edit: { kind: 'edit', log: logOf('edit'), tells: 'engineers', engineerLink: 'byAssignee', mail: null, refresh: ORDER, webhook: 'work_order.updated' },
  apply: { kind: 'apply', log: logOf('apply'), tells: 'companySide', mail: 'applied', refresh: ORDER, webhook: 'application.created' },
  counterOffer: { kind: 'counterOffer', log: logOf('apply'), tells: 'companySide', mail: 'applied', refresh: ORDER, webhook: 'counter_offer.created' },
  withdraw: { kind: 'withdraw', log: ASSIGNMENT_EVENT.UNASSIGNED, tells: 'companySide', mail: null, refresh: ORDER, webhook: 'application.withdrawn' },
  assign: { kind: 'assign', log: logOf('assign'), tells: 'engineers', engineerLink: 'myWork', mail: 'assigned', refresh: ORDER, webhook: 'work_order.assigned' },
  /** The other applicants when one is assigned. */
  notSelected: { kind: 'decline', log: null, tells: 'engineers', engineerLink: 'findWork', mail: null, refresh: ORDER, webhook: null },
  decline: { kind: 'decline', log: logOf('decline'), tells: 'engineers', engineerLink: 'findWork', mail: null, refresh: ORDER, webhook: 'application.declined' },
  confirmSchedule: move('confirmSchedule', 'scheduleConfirmed', 'work_order.schedule_confirmed'),
  confirmAssignment: move('confirmAssignment', 'scheduleConfirmed', 'work_order.assignment_confirmed'),
  checkIn: move('checkIn', null, 'work_order.checked_in'),
  confirmCheckIn: move('confirmCheckIn', null, 'work_order.check_in_confirmed'),
  checkOut: move('checkOut', null, 'work_order.checked_out'),
  confirmCheckOut: move('confirmCheckOut', null, 'work_order.check_out_confirmed'),
  addDeliverables: move('addDeliverables', null, 'work_order.deliverables_added'),
  complete: move('complete', 'workCompleted', 'work_order.completed'),
  approve: move('approve', 'approved', 'work_order.approved'),
  /** The same webhook as approve: the actor tells them apart (`system`). */
  autoApprove: move('autoApprove', 'approved', 'work_order.approved'),
  sendForCorrection: move('sendForCorrection', 'sentForCorrection', 'work_order.sent_for_correction'),
  recordPayment: move('recordPayment', 'paid', 'work_order.paid'),
  leave: move('leave', 'engineerLeft', 'work_order.engineer_left'),
  cancel: { kind: 'cancel', log: logOf('cancel'), tells: 'engineers', engineerLink: 'byAssignee', mail: null, refresh: ORDER, webhook: 'work_order.cancelled' },
  /** Sent to a talent pool's members, or offered to one engineer, before the open market (their Find Work details). */
  routed: { kind: 'routed', log: ASSIGNMENT_EVENT.UNASSIGNED, tells: 'engineers', engineerLink: 'findWork', mail: 'routed', refresh: ORDER, webhook: 'work_order.routed' },
  /** The routing window ended (the sweep) or the company opened the order now; logged, nobody told. */
  openedToEveryone: { kind: null, log: ASSIGNMENT_EVENT.UNASSIGNED, tells: 'nobody', mail: null, refresh: [], webhook: 'work_order.opened_to_everyone' },
  /** The offered engineer took the order: assigned to them, as the company's assign would. */
  offerAccepted: { kind: 'offerAnswered', log: logOf('assign'), tells: 'companySide', mail: 'offerAnswered', refresh: ORDER, webhook: 'work_order.offer_accepted' },
  /** The offered engineer turned it down: the order opened to everyone. */
  offerDeclined: { kind: 'offerAnswered', log: ASSIGNMENT_EVENT.UNASSIGNED, tells: 'companySide', mail: 'offerAnswered', refresh: ORDER, webhook: 'work_order.offer_declined' },
  /** The open applicants of a deleted order; its log goes with it. */
  delete: { kind: 'delete', log: null, tells: 'engineers', engineerLink: 'findWorkList', mail: null, refresh: ['orderLists'], removesOrder: true, webhook: 'work_order.deleted' },
  expenseAdded: { kind: 'expenseAdded', log: null, tells: 'companySide', mail: 'expenseAdded', refresh: ORDER, webhook: 'expense.created' },
  expenseApproved: { kind: 'expenseDecided', log: null, tells: 'engineers', engineerLink: 'myWork', mail: null, refresh: ORDER, webhook: 'expense.approved' },
  expenseRejected: { kind: 'expenseDecided', log: null, tells: 'engineers', engineerLink: 'myWork', mail: null, refresh: ORDER, webhook: 'expense.rejected' },
  /** A rating given; its webhook goes out once both ratings show (the second rating reveals both). */
  rating: { kind: 'rating', log: null, tells: 'otherSide', mail: null, refresh: ['ratings', 'order'], webhook: 'rating.revealed' },
  /** A message changes its thread only. */
  message: { kind: 'message', log: null, tells: 'recipient', mail: 'unreadMessage', refresh: ['messages'], webhook: 'message.created' },
  /**
   * A newly posted (or newly opened) order matches an engineer's saved search with "Alert me".
   * Written only by alertSavedSearches (server/domain/saved-searches), all matches in one
   * statement, run by the alert job after the posting commits; its mail is the hourly digest
   * of alerts, not one mail per notification.
   */
  savedSearchMatch: { kind: 'savedSearchMatch', log: null, tells: 'engineers', engineerLink: 'findWork', mail: 'savedSearchMatch', refresh: ['orderLists'], webhook: null },
  /** About the user's account, not an order. */
  account: { kind: 'account', log: null, tells: 'recipient', mail: null, refresh: [], webhook: null },
} as const satisfies Record<string, OrderEvent>;

export type OrderEventName = keyof typeof ORDER_EVENTS;

export const ORDER_EVENT_NAMES = Object.keys(ORDER_EVENTS) as OrderEventName[];

/** The first event told with this kind (events that share a kind agree on its mail and refresh). */
const findEventOfKind = (kind: string): OrderEvent | undefined =>
  ORDER_EVENT_NAMES.map((name): OrderEvent => ORDER_EVENTS[name]).find((event) => event.kind === kind);

/** The mail kind that covers a notification kind, if it is mailed at all. */
export function findMailKind(kind: NotificationKind): MailKind | undefined {
  return findEventOfKind(kind)?.mail ?? undefined;
}

/** What a live event of this kind refreshes; a kind this portal does not know refreshes the order it names. */
export function findLiveRefresh(kind: string): readonly LiveRefresh[] {
  return findEventOfKind(kind)?.refresh ?? ORDER;
}
