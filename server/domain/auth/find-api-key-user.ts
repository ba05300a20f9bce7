import { sql } from 'drizzle-orm';
import { API_KEY_PREFIX, ROLE_NAME_BY_ID, type ApiKeyScope, type RoleId } from '@/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthUser } from './find-token-user';

export const UNKNOWN_API_KEY_MESSAGE = 'This API key is not valid or has been revoked.';
export const API_KEY_OWNER_GONE_MESSAGE = 'The user who created this API key has been blocked or deleted; the key no longer works.';

/** `sp_` and 32 bytes in base64url: 46 characters (a session's token is the 43 of its 32 bytes, and may itself start `sp_`). */
const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;

/** Whether a bearer token is an API key rather than a session's token. */
export const isApiKey = (token: string) => token.length === API_KEY_LENGTH && token.startsWith(API_KEY_PREFIX);

/** Where the key stands in its one-minute rate window, after counting this request. */
export type ApiKeyRateWindow = { limit: number; used: number; remaining: number; resetSeconds: number };

export type ApiKeyUser = { user: AuthUser; rate: ApiKeyRateWindow };

type FindApiKeyUserOptions = { db: Database; keyHash: string; rateLimit: number };

type Row = {
  key_id: number;
  scopes: string[] | string;
  window_count: number;
  reset_seconds: number;
  user_id: number;
  role_id: number;
  deleted: boolean;
  customer_id: number | null;
  customer_company_id: number | null;
  blocked: boolean;
  owned_company_id: number | null;
};

/** A text[] as the driver gives it: an array, or its literal (`{a,b}`) when the driver does not parse it. */
const scopesOf = (value: string[] | string): ApiKeyScope[] =>
  (Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',').filter(Boolean)) as ApiKeyScope[];

/**
 * Resolves an active API key to its creator in one statement: the UPDATE counts the request in
 * the key's fixed one-minute window (a new window when the last one has passed) and stamps
 * last_used_at, on the database's clock and under the row's lock, so every instance counts
 * together; the SELECT around it reads the creator as find-token-user does. Unknown or revoked
 * is a 401, and so is a blocked or deleted creator, from their next request on.
 */
export async function findApiKeyUser({ db, keyHash, rateLimit }: FindApiKeyUserOptions): Promise<ApiKeyUser> {
  const result = await db.execute(sql`
    with used as (
      update api_keys set
        last_used_at = now(),
        rate_window_started_at = case when rate_window_started_at is null or rate_window_started_at <= now() - interval '1 minute'
          then now() else rate_window_started_at end,
        rate_window_count = case when rate_window_started_at is null or rate_window_started_at <= now() - interval '1 minute'
          then 1 else rate_window_count + 1 end
      where key_hash = ${keyHash} and revoked_at is null
      returning id, created_by, scopes, rate_window_count, rate_window_started_at
    )
    select used.id as key_id, used.scopes, used.rate_window_count as window_count,
      greatest(1, ceil(extract(epoch from (used.rate_window_started_at + interval '1 minute' - now()))))::int as reset_seconds,
      u.id as user_id, u.role_id, u.deleted_at is not null as deleted,
      c.id as customer_id, c.company_id as customer_company_id, coalesce(c.blocked, false) as blocked,
      co.id as owned_company_id
    from used
    join users u on u.id = used.created_by
    left join customers c on c.user_id = u.id
    left join companies co on co.owner_user_id = u.id
    limit 1`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) throw new AppError('UNAUTHORIZED', UNKNOWN_API_KEY_MESSAGE);
  if (row.deleted || row.blocked) throw new AppError('UNAUTHORIZED', API_KEY_OWNER_GONE_MESSAGE);

  const roleId = row.role_id as RoleId;
  const used = Number(row.window_count);
  return {
    user: {
      id: row.user_id,
      role: ROLE_NAME_BY_ID[roleId],
      roleId,
      tokenId: null,
      apiKey: { id: row.key_id, scopes: scopesOf(row.scopes) },
      companyId: row.owned_company_id ?? row.customer_company_id ?? null,
      customerId: row.customer_id ?? null,
    },
    rate: { limit: rateLimit, used, remaining: Math.max(0, rateLimit - used), resetSeconds: Number(row.reset_seconds) },
  };
}
