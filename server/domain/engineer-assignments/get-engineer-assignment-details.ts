import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AssignmentDetails } from '@/contracts/assignment';
import { LOCATION_TYPE } from '@/constants';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { isOpenForApplications } from '../assignments/check-transition';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from '../assignments/get-owned-assignment-or-throw';
import { loadAssignmentDetails } from '../assignments/load-assignment-details';
import { milesBetween } from '../assignments/miles-between';
import { asSeenByEngineer } from '../assignments/posted-terms';
import { engineerStatusSql, myApplicationJoin } from './engineer-sql';
import { engineerHomeSql, readEngineerHome } from './get-engineer-home';
import { toMyApplication } from './to-my-application';
import { withPostedTerms } from './with-posted-terms';
import { routingSeenBy } from '../talent-pools/routing-seen-by';
import { notBlockedSql, routedToSql } from '../talent-pools/visible-to-engineer-sql';

type GetEngineerAssignmentDetailsOptions = {
  db: Database;
  engineerId: number;
  assignmentId: number;
  /** 'find-work': open orders too; 'my-work': only orders the engineer applied to or is assigned to. */
  scope: 'find-work' | 'my-work';
  now?: Date;
};

/**
 * One order as the engineer sees it; an order they may not see is not found: another engineer's,
 * one of a company that blocked them (unless assigned to them), or an open one routed to others.
 */
export async function getEngineerAssignmentDetails({ db, engineerId, assignmentId, scope, now = new Date() }: GetEngineerAssignmentDetailsOptions): Promise<EngineerAssignmentDetails> {
  const [row] = await db
    .select({
      order: assignments,
      application: assignmentApplications,
      engineerStatus: engineerStatusSql(engineerId),
      notBlocked: sql<boolean>`${notBlockedSql(db, engineerId)}`,
      routedToMe: sql<boolean>`${routedToSql(db, engineerId, now)}`,
      home: engineerHomeSql(engineerId),
    })
    .from(assignments)
    .leftJoin(assignmentApplications, myApplicationJoin(engineerId))
    .where(eq(assignments.id, assignmentId))
    .limit(1);
  const myApplication = toMyApplication(row?.application);
  const isAssignedToMe = row?.order.assignedEngineerId === engineerId;
  const isMine = Boolean(myApplication) || isAssignedToMe;
  const isVisible = isAssignedToMe || (row?.notBlocked && (isMine || (scope === 'find-work' && isOpenForApplications(row.order) && row.routedToMe)));
  if (!row || !isVisible) throw new AppError('NOT_FOUND', ASSIGNMENT_NOT_FOUND_MESSAGE);

  const loaded = await loadAssignmentDetails({ db, assignmentId });
  const { home } = readEngineerHome(row.home);
  // Another engineer's agreed terms are theirs and the company's: anyone else sees the posted ones.
  const details = isAssignedToMe ? loaded : await withPostedTerms({ db, details: loaded, seen: asSeenByEngineer(row.order, engineerId) });
  const isRemote = details.location.location_type === LOCATION_TYPE.REMOTE;
  return {
    ...withoutCompanySideFields(details),
    // What the assignee handed in is theirs and the company's, like their agreed terms.
    deliverables: isAssignedToMe ? details.deliverables : details.deliverables.map((item) => ({ ...item, file: null, delivered_at: null, sign_off: null })),
    distance_miles: isRemote || !home ? null : milesBetween(home, details.location),
    engineer_status: row.engineerStatus == null ? null : Number(row.engineerStatus),
    my_application: myApplication,
    is_assigned_to_me: isAssignedToMe,
    can_download_documents: isAssignedToMe || myApplication?.status === 'applied' || myApplication?.status === 'assigned',
    ...routingSeenBy(row.order, engineerId, now),
  };
}

/** The engineer side never sees other engineers, the applicant count or the customer's identity. */
function withoutCompanySideFields(details: AssignmentDetails) {
  const visible: Partial<AssignmentDetails> = { ...details };
  for (const key of ['customer_id', 'customer_name', 'assigned_engineer', 'applicant_count', 'counter_offer'] as const) delete visible[key];
  return visible as Omit<AssignmentDetails, 'customer_id' | 'customer_name' | 'assigned_engineer' | 'applicant_count' | 'counter_offer'>;
}
