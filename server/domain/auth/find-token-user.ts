import { eq, sql } from 'drizzle-orm';
import { ROLE_NAME_BY_ID, SESSION_END_REASONS, type ApiKeyScope, type RoleId, type SignedInRole } from '@/constants';
import type { Database } from '../../db/client';
import { prepareByShape } from '../../db/prepare-by-shape';
import { statementName } from '../../db/statement-name';
import { authTokens, companies, customers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const SESSION_EXPIRED_MESSAGE = SESSION_END_REASONS.expired;

/** Who a valid bearer token (a session's, or an API key) belongs to. */
export type AuthUser = {
  id: number;
  role: SignedInRole;
  roleId: RoleId;
  /** The session's token; null for a request with an API key. */
  tokenId: number | null;
  /** Set when the request came with an API key: the key acts as its creator, within its scopes. */
  apiKey?: { id: number; scopes: ApiKeyScope[] };
  /** The company the user owns (company) or works for (customer); null for engineers. */
  companyId: number | null;
  customerId: number | null;
};

/** `tokenHash` is the token's `hashSecret`: the caller hashes once per request and keys what it keeps by it too. */
type FindTokenUserOptions = { db: Database; tokenHash: string; now?: Date };

/**
 * Every signed-in request runs this query, so it is built once per database and, on PostgreSQL,
 * planned once per connection (a named statement; see statementName).
 */
function prepareTokenQuery(db: Database) {
  return db
    .select({
      tokenId: authTokens.id,
      expiresAt: authTokens.expiresAt,
      revokedAt: authTokens.revokedAt,
      revokedReason: authTokens.revokedReason,
      userId: users.id,
      roleId: users.roleId,
      deletedAt: users.deletedAt,
      customerId: customers.id,
      customerCompanyId: customers.companyId,
      blocked: customers.blocked,
      ownedCompanyId: companies.id,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(customers, eq(customers.userId, users.id))
    .leftJoin(companies, eq(companies.ownerUserId, users.id))
    .where(eq(authTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare(statementName(db, 'find_token_user'));
}

/** Resolves a bearer token; expired, revoked, deleted or blocked means 401. */
export async function findTokenUser({ db, tokenHash, now = new Date() }: FindTokenUserOptions): Promise<AuthUser & { tokenId: number }> {
  const query = prepareByShape(db, 'find_token_user', '', () => prepareTokenQuery(db));
  const [row] = await query.execute({ tokenHash });

  if (!row || row.deletedAt || row.expiresAt <= now) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
  // The session is told why it ended: blocking and a password change revoke tokens too.
  if (row.blocked) throw new AppError('UNAUTHORIZED', SESSION_END_REASONS.blocked);
  if (row.revokedReason === 'passwordChanged') throw new AppError('UNAUTHORIZED', SESSION_END_REASONS.passwordChanged);
  if (row.revokedAt) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);

  const roleId = row.roleId as RoleId;
  return {
    id: row.userId,
    role: ROLE_NAME_BY_ID[roleId],
    roleId,
    tokenId: row.tokenId,
    companyId: row.ownedCompanyId ?? row.customerCompanyId ?? null,
    customerId: row.customerId ?? null,
  };
}
