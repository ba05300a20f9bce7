import { eq } from 'drizzle-orm';
import { ENGINEER_ROUTES, WORK_ORDER_ROUTES, type EngineerLink, type OrderEvent } from '@/constants';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import type { EventOrder, RecordedOrderEvent } from './recorded-order-event';

export type ToldUser = { userId: number; link: string };

/** The users an event tells (constants ORDER_EVENTS `tells`), in the order they are told, each with the page their notification opens. */
export async function findToldUsers(tx: Database, event: OrderEvent, { order, by, engineerIds = [], recipient }: RecordedOrderEvent): Promise<ToldUser[]> {
  switch (event.tells) {
    case 'nobody':
      return [];
    case 'recipient':
      if (!recipient) throw new Error('An event that tells a recipient needs one');
      return [recipient];
    case 'companySide':
      return findCompanySide(tx, order);
    case 'engineers':
      return [...new Set(engineerIds)].map((userId) => ({ userId, link: engineerLink(event.engineerLink ?? 'myWork', order) }));
    case 'otherSide': {
      const engineer = by.actor !== 'engineer' && order.assignedEngineerId ? [{ userId: order.assignedEngineerId, link: ENGINEER_ROUTES.myWorkDetails(order.id) }] : [];
      return [...engineer, ...(by.actor !== 'company' ? await findCompanySide(tx, order) : [])];
    }
  }
}

/** The company owner, and the customer who posted the order when that is someone else, each with a link to their own details page. */
async function findCompanySide(tx: Database, order: EventOrder): Promise<ToldUser[]> {
  const ownerUserId = order.companyOwnerId !== undefined ? order.companyOwnerId : await readCompanyOwner(tx, order.companyId);
  const told: ToldUser[] = ownerUserId !== null ? [{ userId: ownerUserId, link: WORK_ORDER_ROUTES.company.workOrderDetails(order.id) }] : [];
  if (order.createdBy !== ownerUserId) told.push({ userId: order.createdBy, link: WORK_ORDER_ROUTES.customer.workOrderDetails(order.id) });
  return told;
}

async function readCompanyOwner(tx: Database, companyId: number): Promise<number | null> {
  const [company] = await tx.select({ ownerUserId: companies.ownerUserId }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return company?.ownerUserId ?? null;
}

function engineerLink(link: EngineerLink, order: EventOrder): string {
  if (link === 'findWorkList') return ENGINEER_ROUTES.findWork;
  const isMyWork = link === 'myWork' || (link === 'byAssignee' && order.assignedEngineerId !== null);
  return isMyWork ? ENGINEER_ROUTES.myWorkDetails(order.id) : ENGINEER_ROUTES.findWorkDetails(order.id);
}
