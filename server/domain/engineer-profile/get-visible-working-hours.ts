import { and, eq, exists, isNull, ne, or, type SQL } from 'drizzle-orm';
import { ROLE_IDS, ROLES } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, users } from '../../db/schema';
import type { AuthUser } from '../auth/find-token-user';
import { AppError } from '../../lib/errors';
import { getWorkingHours } from './get-working-hours';

type GetVisibleWorkingHoursOptions = { db: Database; viewer: AuthUser; engineerId: number };

const NOT_FOUND = 'Working hours not found.';

/**
 * An engineer's week as another user may see it: the engineer themself, or the company side
 * (the company, or the customer who posted the order) of an order the engineer applied to or
 * is assigned to. Everyone else gets not found.
 */
export async function getVisibleWorkingHours({ db, viewer, engineerId }: GetVisibleWorkingHoursOptions) {
  if (viewer.role === ROLES.FIELD_ENGINEER) {
    if (viewer.id !== engineerId) throw new AppError('NOT_FOUND', NOT_FOUND);
    return getWorkingHours({ db, userId: engineerId });
  }
  const ownOrders = viewer.role === ROLES.CUSTOMER ? eq(assignments.customerId, viewer.customerId ?? -1) : eq(assignments.companyId, viewer.companyId ?? -1);
  const [engineer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, engineerId), eq(users.roleId, ROLE_IDS.FIELD_ENGINEER), isNull(users.deletedAt), exists(ordersOf(db, engineerId, ownOrders))))
    .limit(1);
  if (!engineer) throw new AppError('NOT_FOUND', NOT_FOUND);
  return getWorkingHours({ db, userId: engineerId });
}

/** The viewer's orders the engineer is assigned to or has an application on (not withdrawn). */
function ordersOf(db: Database, engineerId: number, ownOrders: SQL) {
  const applied = exists(
    db
      .select({ one: assignmentApplications.id })
      .from(assignmentApplications)
      .where(
        and(
          eq(assignmentApplications.assignmentId, assignments.id),
          eq(assignmentApplications.engineerId, engineerId),
          ne(assignmentApplications.status, 'withdrawn'),
        ),
      ),
  );
  return db
    .select({ one: assignments.id })
    .from(assignments)
    .where(and(ownOrders, or(eq(assignments.assignedEngineerId, engineerId), applied)));
}
