import type { BulkResult, BulkWorkOrdersRequest, BulkWorkOrdersResult } from '@/contracts/bulkWorkOrders';
import type { Database } from '../../db/client';
import { AppError, ERROR_ANSWERS } from '../../lib/errors';
import { cancelAssignment } from '../assignments/cancel-assignment';
import type { CompanyActor } from '../assignments/company-actor';
import { getCompanyPoolOrThrow } from '../talent-pools/get-company-pool-or-throw';
import { openAssignmentToEveryone } from '../talent-pools/open-assignment-to-everyone';
import { routeAssignmentToPool } from '../talent-pools/route-assignment-to-pool';
import { selectBulkOrderIds } from './select-bulk-order-ids';

type ActOnWorkOrdersOptions = { db: Database; actor: CompanyActor; input: BulkWorkOrdersRequest; now?: Date };

type ActOnOne = (assignmentId: number) => Promise<unknown>;

/**
 * One action on many orders, each through the one-order domain function in its own transaction:
 * a refusal (wrong status, another tenant's order: not found) is that order's result and the
 * others go on. A pool of another company refuses the whole request with a 404, before anything is done.
 */
export async function actOnWorkOrders({ db, actor, input, now = new Date() }: ActOnWorkOrdersOptions): Promise<BulkWorkOrdersResult> {
  const act = await chooseAction({ db, actor, input, now });
  const ids = await selectBulkOrderIds({ db, actor, ids: input.ids, filter: input.filter });

  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      await act(id);
      results.push({ id, result: 'done', reason: null, code: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, result: 'refused', reason: error.message, code: ERROR_ANSWERS[error.code].code });
    }
  }
  const done = results.filter((item) => item.result === 'done').length;
  return { action: input.action, results, totals: { requested: results.length, done, refused: results.length - done } };
}

async function chooseAction({ db, actor, input, now }: Required<ActOnWorkOrdersOptions>): Promise<ActOnOne> {
  // A pool named at all must be the company's (route needs one; the contract says so).
  const pool = input.pool_id === undefined ? null : await getCompanyPoolOrThrow({ db, companyId: actor.companyId, poolId: input.pool_id });
  switch (input.action) {
    case 'cancel':
      return (assignmentId) => cancelAssignment({ db, actor, assignmentId, reason: input.reason });
    case 'route':
      if (!pool) throw new AppError('BAD_REQUEST', 'Choose a talent pool', [{ path: 'pool_id', message: 'Choose a talent pool' }]);
      return (assignmentId) => routeAssignmentToPool({ db, actor, assignmentId, poolId: pool.id, hours: input.route_hours, now });
    case 'open_to_everyone':
      return (assignmentId) => openAssignmentToEveryone({ db, actor, assignmentId, now });
  }
}
