import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { WORK_ORDER_ROUTES } from '@/constants';
import type { TalentPool } from '@/contracts/talentPools';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, cities, engineers, states, talentPoolMembers, talentPools, users } from '../../db/schema';
import { assignmentVisibleTo, type CompanyActor } from '../assignments/company-actor';

type ListTalentPoolsOptions = { db: Database; actor: CompanyActor; poolId?: number };

/**
 * The company's pools by name, each with its members by name and their count. A member's link
 * leads to the latest of the reader's orders they applied to or worked on (a customer reads its own).
 */
export async function listTalentPools({ db, actor, poolId }: ListTalentPoolsOptions): Promise<TalentPool[]> {
  const pools = await db
    .select()
    .from(talentPools)
    .where(and(eq(talentPools.companyId, actor.companyId), poolId === undefined ? undefined : eq(talentPools.id, poolId)))
    .orderBy(asc(sql`lower(${talentPools.name})`), asc(talentPools.id));
  if (!pools.length) return [];

  const members = await db
    .select({
      poolId: talentPoolMembers.poolId,
      engineerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
      cityName: cities.name,
      stateName: states.name,
      addedAt: talentPoolMembers.createdAt,
    })
    .from(talentPoolMembers)
    .innerJoin(users, eq(users.id, talentPoolMembers.engineerId))
    .leftJoin(engineers, eq(engineers.userId, users.id))
    .leftJoin(cities, eq(cities.id, engineers.cityId))
    .leftJoin(states, eq(states.id, engineers.stateId))
    .where(
      inArray(
        talentPoolMembers.poolId,
        pools.map((pool) => pool.id),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

  const latestOrders = await latestOrderOf(db, actor, [...new Set(members.map((member) => member.engineerId))]);
  const pages = WORK_ORDER_ROUTES[actor.customerId === null ? 'company' : 'customer'];
  return pools.map((pool) => {
    const own = members.filter((member) => member.poolId === pool.id);
    return {
      id: pool.id,
      name: pool.name,
      member_count: own.length,
      members: own.map((member) => {
        const orderId = latestOrders.get(member.engineerId);
        return {
          engineer_id: member.engineerId,
          name: `${member.firstName} ${member.lastName}`,
          profile_picture: member.profilePicture,
          city_name: member.cityName,
          state_name: member.stateName,
          last_order_path: orderId ? pages.workOrderDetails(orderId) : null,
          added_at: member.addedAt.toISOString(),
        };
      }),
      created_at: pool.createdAt.toISOString(),
    };
  });
}

/** Each engineer's latest order of the reader's side they applied to (or were assigned). */
async function latestOrderOf(db: Database, actor: CompanyActor, engineerIds: number[]): Promise<Map<number, number>> {
  if (!engineerIds.length) return new Map();
  const rows = await db
    .select({ engineerId: assignmentApplications.engineerId, orderId: max(assignments.id) })
    .from(assignmentApplications)
    .innerJoin(assignments, eq(assignments.id, assignmentApplications.assignmentId))
    .where(and(inArray(assignmentApplications.engineerId, engineerIds), assignmentVisibleTo(actor)))
    .groupBy(assignmentApplications.engineerId);
  return new Map(rows.filter((row) => row.orderId !== null).map((row) => [row.engineerId, Number(row.orderId)]));
}
