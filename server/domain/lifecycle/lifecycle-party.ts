import { eq, type SQL } from 'drizzle-orm';
import type { SqlValue } from '../../db/prepare-by-shape';
import { ROLES } from '@/constants';
import { assignments } from '../../db/schema';
import type { AuthUser } from '../auth/find-token-user';
import { assignmentVisibleTo, toCompanyActor, type CompanyActor } from '../assignments/company-actor';

/** Who acts on an order after assignment: its assigned engineer, or its company side. */
export type LifecycleParty = { actor: 'engineer'; userId: number } | { actor: 'company'; userId: number; company: CompanyActor };

export function toLifecycleParty(user: AuthUser): LifecycleParty {
  if (user.role === ROLES.FIELD_ENGINEER) return { actor: 'engineer', userId: user.id };
  return { actor: 'company', userId: user.id, company: toCompanyActor(user) };
}

export const engineerParty = (engineerId: number): LifecycleParty => ({ actor: 'engineer', userId: engineerId });

export const companyParty = (company: CompanyActor): LifecycleParty => ({ actor: 'company', userId: company.userId, company });

/** A party as the statements read it: its ids as values or placeholders. */
type PartySql = { actor: 'engineer'; userId: SqlValue<number> } | { actor: 'company'; userId: SqlValue<number>; company: Parameters<typeof assignmentVisibleTo>[0] };

/** The orders a party may act on: those assigned to the engineer, or those its company side sees. */
export function partyOrders(party: PartySql): SQL {
  return party.actor === 'engineer' ? eq(assignments.assignedEngineerId, party.userId) : assignmentVisibleTo(party.company);
}
