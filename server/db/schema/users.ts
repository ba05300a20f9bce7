import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RoleId } from '@/constants';
import { createdAt, identityId, timestamptz, updatedAt } from './columns';

/** Every person who signs in: field engineers (2), customers (3) and company owners (4). */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    roleId: integer('role_id').$type<RoleId>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    profilePicture: text('profile_picture'),
    /** When the owner proved the email is theirs; until then the account cannot sign in. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** A deleted account keeps its row (work history points at it) but can never sign in. */
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_role_id_check', sql`${table.roleId} in (2, 3, 4)`),
    uniqueIndex('users_email_active_unique').on(table.email).where(sql`${table.deletedAt} is null`),
    index('users_role_id_idx').on(table.roleId),
  ],
);

export type UserRow = typeof users.$inferSelect;
