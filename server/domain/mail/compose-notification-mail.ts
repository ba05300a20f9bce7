import { COMPANY_ROUTES, CUSTOMER_ROUTES, ENGINEER_ROUTES, MAIL_KINDS, ROLE_IDS, type MailKind, type RoleId } from '@/constants';
import type { NotificationRow } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';

type ComposeNotificationMailOptions = {
  notification: Pick<NotificationRow, 'title' | 'body' | 'link' | 'assignmentId'>;
  mailKind: MailKind;
  recipient: { email: string; firstName: string; roleId: RoleId };
  /** The work order the notification is about, when it is about one. */
  orderTitle: string | null;
  /** The portal's address; links in the mail are made absolute with it. */
  portalOrigin: string;
};

const PAGES_BY_ROLE = { [ROLE_IDS.FIELD_ENGINEER]: ENGINEER_ROUTES, [ROLE_IDS.CUSTOMER]: CUSTOMER_ROUTES, [ROLE_IDS.COMPANY]: COMPANY_ROUTES } as const;

/** The plain-text mail for a notification: what happened, which order, a link to it, and how to turn the mail off. */
export function composeNotificationMail({ notification, mailKind, recipient, orderTitle, portalOrigin }: ComposeNotificationMailOptions): MailMessage {
  const pages = PAGES_BY_ROLE[recipient.roleId];
  const link = new URL(notification.link ?? pages.notifications, portalOrigin).toString();
  const order = orderTitle && notification.assignmentId ? `Work order #${notification.assignmentId}: ${orderTitle}` : null;
  return {
    to: recipient.email,
    subject: orderTitle ? `${notification.title}: ${orderTitle}` : notification.title,
    text: [
      `Hello ${recipient.firstName},`,
      notification.body,
      ...(order ? [order] : []),
      `Open it in Service Portal: ${link}`,
      `You get this mail because "${MAIL_KINDS[mailKind].label}" mails are on. You can turn them off on your profile: ${new URL(pages.profile, portalOrigin).toString()}`,
    ].join('\n\n'),
  };
}
