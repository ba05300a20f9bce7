import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';
import { activeKeysVisibleTo } from './keys-visible-to';

type RevokeApiKeyOptions = { db: Database; actor: CompanyActor; keyId: number; now: Date };

export const KEY_NOT_FOUND_MESSAGE = 'API key not found.';

/**
 * Revokes one active key the actor may manage; the next request with it is refused. Another
 * company's key, another customer's, or one already revoked is a 404 like a missing one.
 */
export async function revokeApiKey({ db, actor, keyId, now }: RevokeApiKeyOptions): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), activeKeysVisibleTo(actor)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', KEY_NOT_FOUND_MESSAGE);
}
