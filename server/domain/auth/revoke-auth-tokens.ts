import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TokenRevokeReason } from '@/constants';
import type { Database } from '../../db/client';
import { authTokens } from '../../db/schema';
import { PORTAL_EVENTS_CHANNEL } from '../../db/notify-channels';
import { tokensRevokedPayload } from '../../lib/live/portal-event';

type RevokeAuthTokensOptions = {
  db: Database;
  userId: number;
  /** Told to the session on its next request (a changed password, a block). */
  reason: TokenRevokeReason;
  /** Revoke only this token (sign-out). */
  tokenId?: number;
  /** Revoke every token but this one (password change keeps the current session). */
  exceptTokenId?: number;
};

/**
 * Ends sessions at once: a revoked token is refused on its next request, and every server
 * process hears of it (NOTIFY, sent on commit) and closes the live streams opened with it.
 */
export async function revokeAuthTokens({ db, userId, reason, tokenId, exceptTokenId }: RevokeAuthTokensOptions): Promise<void> {
  const conditions: SQL[] = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
  if (tokenId !== undefined) conditions.push(eq(authTokens.id, tokenId));
  if (exceptTokenId !== undefined) conditions.push(ne(authTokens.id, exceptTokenId));
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: authTokens.id });
  if (revoked.length > 0) await db.execute(sql`select pg_notify(${PORTAL_EVENTS_CHANNEL}, ${tokensRevokedPayload(userId)})`);
}
