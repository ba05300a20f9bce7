import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from './columns';
import { users } from './users';

/**
 * The answers to writes sent with an `Idempotency-Key` header, per caller and key, kept 24 hours
 * so a retried request gets the first answer instead of doing the work twice. A row is claimed
 * (`response_status` null) before the work starts and holds the answer once it is done.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownedBy('user_id', () => users.id),
    /**
     * The API key the request came with, or 0 for the user's own sessions: the same header value
     * from the user's browser and from each of their keys names different requests. (Keys are
     * revoked, never deleted, so the id stays unique without a reference.)
     */
    apiKeyId: integer('api_key_id').notNull().default(0),
    key: text('key').notNull(),
    /** sha256 of the method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer's status; null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.apiKeyId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
