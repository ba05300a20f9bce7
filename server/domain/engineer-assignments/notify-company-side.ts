import { eq } from 'drizzle-orm';
import { WORK_ORDER_ROUTES, type NotificationKind } from '@/constants';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { createNotification } from '../notifications/create-notification';

type NotifyCompanySideOptions = {
  db: Database;
  order: { id: number; companyId: number; createdBy: number };
  kind: NotificationKind;
  title: string;
  body: string;
};

/**
 * Tells the company side about an engineer's move: the company owner, and the customer who
 * posted the order when that is someone else, each with a link to their own details page.
 */
export async function notifyCompanySide({ db, order, kind, title, body }: NotifyCompanySideOptions) {
  const [company] = await db.select({ ownerUserId: companies.ownerUserId }).from(companies).where(eq(companies.id, order.companyId)).limit(1);
  if (company) await createNotification({ db, userId: company.ownerUserId, kind, assignmentId: order.id, title, body, link: WORK_ORDER_ROUTES.company.workOrderDetails(order.id) });
  if (order.createdBy !== company?.ownerUserId) {
    await createNotification({ db, userId: order.createdBy, kind, assignmentId: order.id, title, body, link: WORK_ORDER_ROUTES.customer.workOrderDetails(order.id) });
  }
}
