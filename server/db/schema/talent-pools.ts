import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy } from './columns';
import { companies } from './companies';
import { users } from './users';

/** A company's named pool of preferred engineers; orders may be routed to a pool before the open market. */
export const talentPools = pgTable(
  'talent_pools',
  {
    id: identityId(),
    companyId: ownedBy('company_id', () => companies.id),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('talent_pools_company_id_name_idx').on(table.companyId, sql`lower(${table.name})`)],
);

export const talentPoolMembers = pgTable(
  'talent_pool_members',
  {
    poolId: ownedBy('pool_id', () => talentPools.id),
    engineerId: ownedBy('engineer_id', () => users.id),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.poolId, table.engineerId] }), index('talent_pool_members_engineer_id_idx').on(table.engineerId)],
);

/** An engineer a company blocked: they never see its orders again and cannot apply. */
export const blockedEngineers = pgTable(
  'blocked_engineers',
  {
    companyId: ownedBy('company_id', () => companies.id),
    engineerId: ownedBy('engineer_id', () => users.id),
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.engineerId] }), index('blocked_engineers_engineer_id_idx').on(table.engineerId)],
);

export type TalentPoolRow = typeof talentPools.$inferSelect;
