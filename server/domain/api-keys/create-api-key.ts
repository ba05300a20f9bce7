import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { API_KEY_LIMITS, API_KEY_PREFIX } from '@/constants';
import type { CreatedApiKey, CreateApiKeyRequest } from '@/contracts/apiKeys';
import type { Database } from '../../db/client';
import { apiKeys, companies } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashSecret } from '../../lib/secrets';
import type { CompanyActor } from '../assignments/company-actor';

type CreateApiKeyOptions = { db: Database; actor: CompanyActor; input: CreateApiKeyRequest };

export const TOO_MANY_KEYS_MESSAGE = `A company may have at most ${API_KEY_LIMITS.maxActiveKeys} active API keys; revoke one first.`;

/** A new key: the prefix and 32 random bytes in base64url. */
export const generateApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * Creates a key acting as the actor within `scopes`. Only its SHA-256 and its first characters
 * are kept; the whole key is in this answer and nowhere else. The company's row is locked while
 * its active keys are counted, so racing creations cannot pass the limit together.
 */
export async function createApiKey({ db, actor, input }: CreateApiKeyOptions): Promise<CreatedApiKey> {
  const key = generateApiKey();
  const prefix = key.slice(0, API_KEY_LIMITS.prefixLength);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, actor.companyId)).for('update');
    const [{ active }] = await tx
      .select({ active: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, actor.companyId), isNull(apiKeys.revokedAt)));
    if (active >= API_KEY_LIMITS.maxActiveKeys) throw new AppError('CONFLICT', TOO_MANY_KEYS_MESSAGE);
    const [created] = await tx
      .insert(apiKeys)
      .values({ companyId: actor.companyId, createdBy: actor.userId, name: input.name, prefix, keyHash: hashSecret(key), scopes: input.scopes })
      .returning({ id: apiKeys.id });
    return created;
  });
  return { id: row.id, name: input.name, key, prefix, scopes: input.scopes };
}
