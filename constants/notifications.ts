import type { LifecycleAction } from './lifecycle';

// What a notification is about. Lifecycle moves use the action's own name (constants/lifecycle.ts);
// the rest are the other events that tell the other side something. The portal reads the kind to
// know what a live event changed, the mail sweep to know whether the event is mailed (constants/orderEvents.ts).

export type NotificationKind =
  | LifecycleAction
  | 'counterOffer'
  | 'withdraw'
  | 'expenseAdded'
  | 'expenseDecided'
  | 'message'
  | 'rating'
  | 'account'
  | 'routed'
  | 'offerAnswered'
  | 'savedSearchMatch';

/** Whose mail a kind is: the company side (companies and their customers) or the engineer. */
export type MailSide = 'company' | 'engineer';

/**
 * The mails a user may turn off, each with the sides that receive it and its label on the profile
 * page. Which events are mailed as which is in constants/orderEvents.ts (ORDER_EVENTS).
 */
export const MAIL_KINDS = {
  applied: { sides: ['company'], label: 'An engineer applies or makes a counter offer' },
  assigned: { sides: ['engineer'], label: 'You are assigned a work order' },
  scheduleConfirmed: { sides: ['company', 'engineer'], label: 'A schedule is confirmed' },
  engineerLeft: { sides: ['company'], label: 'An engineer leaves a work order' },
  expenseAdded: { sides: ['company'], label: 'An engineer adds an expense' },
  workCompleted: { sides: ['company'], label: 'Work is completed and waits for your approval' },
  sentForCorrection: { sides: ['engineer'], label: 'Work is sent back for correction' },
  approved: { sides: ['engineer'], label: 'Work is approved' },
  paid: { sides: ['engineer'], label: 'A payment is recorded' },
  unreadMessage: { sides: ['company', 'engineer'], label: 'A message is still unread after 10 minutes' },
  routed: { sides: ['engineer'], label: 'A work order is sent to you first (a talent pool or a direct offer)' },
  offerAnswered: { sides: ['company'], label: 'An engineer accepts or declines a direct offer' },
  savedSearchMatch: { sides: ['engineer'], label: 'New work matches a saved search with "Alert me" (one mail at most hourly)' },
} as const satisfies Record<string, { sides: readonly MailSide[]; label: string }>;

export type MailKind = keyof typeof MAIL_KINDS;

export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];

/** Whether `mailKind` is one of the mails `side` receives (the company may complete work too, yet "work completed" is its mail, not the engineer's). */
export function isMailOf(mailKind: MailKind, side: MailSide): boolean {
  return (MAIL_KINDS[mailKind].sides as readonly MailSide[]).includes(side);
}

/** The mails one side receives, in the order of MAIL_KINDS. */
export function listMailKinds(side: MailSide): MailKind[] {
  return MAIL_KIND_NAMES.filter((name) => isMailOf(name, side));
}

/** A message notification is mailed only if it is still unread this long after it was sent. */
export const UNREAD_MESSAGE_MAIL_DELAY_MS = 10 * 60 * 1000;

/** Saved-search alerts are mailed as one digest per engineer, at most this often. */
export const SAVED_SEARCH_DIGEST_INTERVAL_MS = 60 * 60 * 1000;
