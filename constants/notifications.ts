import type { LifecycleAction } from './lifecycle';

// What a notification is about. Lifecycle moves use the action's own name (constants/lifecycle.ts);
// the rest are the other events that tell the other side something. The portal reads the kind to
// know what a live event changed, the mail sweep to know whether the event is mailed.

export type NotificationKind = LifecycleAction | 'counterOffer' | 'withdraw' | 'expenseAdded' | 'expenseDecided' | 'message' | 'rating' | 'account';

/** The mails a user may turn off, each with the notification kinds it covers and its label on the profile page. */
export const MAIL_KINDS = {
  assigned: { kinds: ['assign'], label: 'You are assigned a work order' },
  scheduleConfirmed: { kinds: ['confirmSchedule', 'confirmAssignment'], label: 'A schedule is confirmed' },
  sentForCorrection: { kinds: ['sendForCorrection'], label: 'Work is sent back for correction' },
  approved: { kinds: ['approve', 'autoApprove'], label: 'Work is approved' },
  paid: { kinds: ['recordPayment'], label: 'A payment is recorded' },
  unreadMessage: { kinds: ['message'], label: 'A message is still unread after 10 minutes' },
} as const satisfies Record<string, { kinds: readonly NotificationKind[]; label: string }>;

export type MailKind = keyof typeof MAIL_KINDS;

export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];

/** A message notification is mailed only if it is still unread this long after it was sent. */
export const UNREAD_MESSAGE_MAIL_DELAY_MS = 10 * 60 * 1000;

/** The mail kind that covers a notification kind, if it is mailed at all. */
export function findMailKind(kind: NotificationKind): MailKind | undefined {
  return MAIL_KIND_NAMES.find((name) => (MAIL_KINDS[name].kinds as readonly NotificationKind[]).includes(kind));
}

