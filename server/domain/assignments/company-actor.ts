import { and, eq, type SQL } from 'drizzle-orm';
import { ROLES } from '@/constants';
import type { SqlValue } from '../../db/prepare-by-shape';
import { assignments } from '../../db/schema';
import type { AuthUser } from '../auth/find-token-user';
import { AppError } from '../../lib/errors';

/** Who acts on the company side: the company user (customerId null) or one of its customers. */
export type CompanyActor = { userId: number; companyId: number; customerId: number | null };

export function toCompanyActor(user: AuthUser): CompanyActor {
  if (user.companyId === null || (user.role !== ROLES.COMPANY && user.role !== ROLES.CUSTOMER)) {
    throw new AppError('FORBIDDEN', 'You do not have access to this resource.');
  }
  return { userId: user.id, companyId: user.companyId, customerId: user.role === ROLES.CUSTOMER ? user.customerId : null };
}

/** Orders the actor may see: all of the company's for the company, a customer's own for a customer (ids as values or placeholders). */
export function assignmentVisibleTo(actor: { companyId: SqlValue<number>; customerId: SqlValue<number> | null }): SQL {
  const ofCompany = eq(assignments.companyId, actor.companyId);
  return actor.customerId === null ? ofCompany : and(ofCompany, eq(assignments.customerId, actor.customerId))!;
}
