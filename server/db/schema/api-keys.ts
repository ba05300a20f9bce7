import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * API keys of company and customer users. Only the key's SHA-256 is kept (and its first
 * characters, to recognise it); a key acts as the user who created it, within its scopes.
 * The rate limit counts requests per key in a fixed one-minute window kept on the row, so
 * every instance agrees.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: identityId(),
    companyId: ownedBy('company_id', () => companies.id),
    createdBy: ownedBy('created_by', () => users.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    rateWindowStartedAt: timestamptz('rate_window_started_at'),
    rateWindowCount: integer('rate_window_count').notNull().default(0),
  },
  (table) => [uniqueIndex('api_keys_key_hash_idx').on(table.keyHash), index('api_keys_company_idx').on(table.companyId)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
