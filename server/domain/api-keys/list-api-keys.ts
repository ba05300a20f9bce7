import { desc, eq } from 'drizzle-orm';
import type { ApiKeyScope } from '@/constants';
import type { ApiKey } from '@/contracts/apiKeys';
import type { Database } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { activeKeysVisibleTo } from './keys-visible-to';

type ListApiKeysOptions = { db: Database; actor: CompanyActor };

/** The active keys the actor sees, newest first: never the keys themselves, only their prefixes. */
export async function listApiKeys({ db, actor }: ListApiKeysOptions): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, firstName: users.firstName, lastName: users.lastName })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(activeKeysVisibleTo(actor))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ key, firstName, lastName }) => ({
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes as ApiKeyScope[],
    created_by: { id: key.createdBy, name: `${firstName} ${lastName}`.trim() },
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
  }));
}
