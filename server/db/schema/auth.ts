import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TokenRevokeReason } from '@/constants';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { users } from './users';

export const ONE_TIME_CODE_KINDS = ['otp', 'reset_token', 'email_verification'] as const;
export type OneTimeCodeKind = (typeof ONE_TIME_CODE_KINDS)[number];

/** Bearer tokens: only the SHA-256 of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** Why it was revoked, so its next request can tell the user. */
    revokedReason: text('revoked_reason').$type<TokenRevokeReason>(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

/**
 * One-time secrets sent by mail, stored hashed: a 6-digit code for a password reset (`otp`),
 * a reset token (sent by mail, or handed out when a code is verified), or the 6-digit code
 * that verifies a new account's email (`email_verification`).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: ONE_TIME_CODE_KINDS }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Guesses against an OTP, counted before each is compared; it is spent after too many. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('one_time_codes_kind_check', sql`${table.kind} in ('otp', 'reset_token', 'email_verification')`),
    index('one_time_codes_user_kind_idx').on(table.userId, table.kind),
    index('one_time_codes_code_hash_idx').on(table.codeHash),
  ],
);

/**
 * Throttle counters (sign-in attempts, mailed codes, sign-ups): one row per bucket and key
 * (an address, an email, an email and address pair), always changed by a single atomic
 * statement, so concurrent requests and several server instances count the same.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamptz('window_started_at').notNull(),
    /** A growing delay: no further attempt is taken before this time. */
    blockedUntil: timestamptz('blocked_until'),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] }), index('rate_limits_window_started_at_idx').on(table.windowStartedAt)],
);

/**
 * Networks each account has been signed in from (or finished a password reset from): failed
 * sign-ins from them never count against the account's cap on guesses from unknown addresses,
 * so the owner is not slowed down by someone guessing from elsewhere.
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: ownedBy('user_id', () => users.id),
    address: text('address').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);
