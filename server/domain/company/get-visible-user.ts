import { and, asc, eq, or } from 'drizzle-orm';
import { ROLE_IDS } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, cities, customers, engineers, engineerSkills, skills, states } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { VisibleUser } from '@/contracts/company';
import { getSessionUser } from '../auth/get-session-user';
import { assignmentVisibleTo, type CompanyActor } from '../assignments/company-actor';
import { getEngineerRatingSummary } from '../assignments/rating-summary';

type GetVisibleUserOptions = { db: Database; actor: CompanyActor; userId: number };

const USER_NOT_FOUND = 'User not found.';

/**
 * A user the company side may look at: the company user, the company's customers (a customer
 * sees only itself among them), and engineers who applied for or work on the actor's orders.
 * Anyone else is a 404, the same as a user who does not exist.
 */
export async function getVisibleUser({ db, actor, userId }: GetVisibleUserOptions): Promise<VisibleUser> {
  const user = await getSessionUser({ db, userId }).catch(() => null);
  if (!user || !(await isVisible(db, actor, user))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);

  const [customer] = user.customer_id ? await db.select({ blocked: customers.blocked }).from(customers).where(eq(customers.id, user.customer_id)) : [];
  return { ...user, blocked: customer ? customer.blocked : null, engineer: user.role_id === ROLE_IDS.FIELD_ENGINEER ? await engineerSummary(db, user.id) : null };
}

async function isVisible(db: Database, actor: CompanyActor, user: { id: number; role_id: number; company_id: number | null }) {
  if (user.id === actor.userId) return true;
  if (user.role_id === ROLE_IDS.COMPANY) return user.company_id === actor.companyId;
  if (user.role_id === ROLE_IDS.CUSTOMER) return actor.customerId === null && user.company_id === actor.companyId;
  const [link] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .leftJoin(assignmentApplications, and(eq(assignmentApplications.assignmentId, assignments.id), eq(assignmentApplications.engineerId, user.id)))
    .where(and(assignmentVisibleTo(actor), or(eq(assignments.assignedEngineerId, user.id), eq(assignmentApplications.engineerId, user.id))))
    .limit(1);
  return Boolean(link);
}

async function engineerSummary(db: Database, userId: number): Promise<NonNullable<VisibleUser['engineer']>> {
  const [[profile], engineerSkillRows, rating] = await Promise.all([
    db
      .select({ hourlyRate: engineers.hourlyRate, travelDistance: engineers.travelDistance, cityName: cities.name, stateName: states.name })
      .from(engineers)
      .leftJoin(cities, eq(cities.id, engineers.cityId))
      .leftJoin(states, eq(states.id, engineers.stateId))
      .where(eq(engineers.userId, userId))
      .limit(1),
    db.select({ id: skills.id, name: skills.name }).from(engineerSkills).innerJoin(skills, eq(skills.id, engineerSkills.skillId)).where(eq(engineerSkills.userId, userId)).orderBy(asc(skills.name)),
    getEngineerRatingSummary({ db, engineerId: userId }),
  ]);
  return {
    hourly_rate: profile?.hourlyRate ?? null,
    travel_distance: profile?.travelDistance ?? null,
    city_name: profile?.cityName ?? null,
    state_name: profile?.stateName ?? null,
    skills: engineerSkillRows,
    ...rating,
  };
}
