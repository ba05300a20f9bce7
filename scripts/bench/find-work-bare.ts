import { assignmentListQuerySchema } from '@/contracts/assignment';
import { assignmentDetailsQuerySchema } from '@/contracts/assignmentActions';
import { findWorkQuerySchema } from '@/contracts/engineerAssignments';
import type { Database } from '@/server/db/client';
import { listCompanyAssignments } from '@/server/domain/assignments/list-company-assignments';
import { findOpenAssignments } from '@/server/domain/engineer-assignments/find-open-assignments';
import { getCompanyWorkOrder } from '@/server/domain/lifecycle/get-company-work-order';
import { startJsonServer, type JsonServer } from './json-server';

// The reference of the find-work benchmark: a bare Node http server answering the same queries
// through the same domain functions on the same pool, without the framework, auth or logging.

export type BareServer = JsonServer;

/** `port`: where it listens (default: any free port). */
type BareOptions = { db: Database; engineerId: number; companyId: number; companyUserId: number; port?: number };

/** GET /find-work?… answers find work for the engineer, GET /company-list?… the company's list, GET /company-details?id=… one of its orders. */
export async function startBareServer({ db, engineerId, companyId, companyUserId, port: listenPort = 0 }: BareOptions): Promise<BareServer> {
  const answer = async (url: URL) => {
    const params = Object.fromEntries(url.searchParams);
    if (url.pathname === '/find-work') return findOpenAssignments({ db, engineerId, query: findWorkQuerySchema.parse(params) });
    const actor = { userId: companyUserId, companyId, customerId: null };
    if (url.pathname === '/company-list') return listCompanyAssignments({ db, actor, query: assignmentListQuerySchema.parse(params) });
    if (url.pathname === '/company-details') {
      const { id, include_counter_offer_data } = assignmentDetailsQuerySchema.parse(params);
      return getCompanyWorkOrder({ db, actor, assignmentId: id, includeCounterOffer: include_counter_offer_data });
    }
    return null;
  };
  return startJsonServer(answer, listenPort);
}
