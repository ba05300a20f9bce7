import { MAX_BULK_ORDERS, type BulkFilter } from '@/contracts/bulkWorkOrders';
import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';
import { assignmentListOrder, assignmentListWhere } from '../assignments/list-company-assignments';

type SelectBulkOrderIdsOptions = { db: Database; actor: CompanyActor; ids?: number[]; filter?: BulkFilter };

const EITHER_MESSAGE = 'Send either ids or filter';

export const TOO_MANY_MATCHING_MESSAGE = `The filters select more than ${MAX_BULK_ORDERS} work orders: narrow them, or choose the orders one page at a time.`;

/**
 * The orders a bulk action names: the chosen ids as given (each repeated once; whose they are is
 * checked per order), or what the list's filters select for the actor, in the list's order.
 */
export async function selectBulkOrderIds({ db, actor, ids, filter }: SelectBulkOrderIdsOptions): Promise<number[]> {
  if ((ids === undefined) === (filter === undefined)) throw new AppError('BAD_REQUEST', EITHER_MESSAGE, [{ path: 'ids', message: EITHER_MESSAGE }]);
  if (ids) return [...new Set(ids)];
  if (!filter) return [];
  const rows = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(assignmentListWhere(actor, filter))
    .orderBy(...assignmentListOrder(filter))
    .limit(MAX_BULK_ORDERS + 1);
  if (rows.length > MAX_BULK_ORDERS) throw new AppError('BAD_REQUEST', TOO_MANY_MATCHING_MESSAGE, [{ path: 'filter', message: TOO_MANY_MATCHING_MESSAGE }]);
  return rows.map((row) => row.id);
}
