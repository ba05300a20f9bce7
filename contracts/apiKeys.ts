import '@/contracts/configureZod';
import { z } from 'zod';
import { API_KEY_LIMITS, API_KEY_SCOPES } from '@/constants';
import { idField, isoTime, requiredText } from '@/contracts/primitives';

// API keys of company and customer users: created with a name and scopes, shown once in full,
// listed by their prefix, revoked.

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: `Pick scopes among ${API_KEY_SCOPES.join(', ')}` });

export const createApiKeySchema = z.object({
  name: requiredText('Give the key a name', API_KEY_LIMITS.nameMaxLength),
  scopes: z
    .array(apiKeyScopeSchema, { error: 'Pick at least one scope' })
    .min(1, 'Pick at least one scope')
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;
/** The request as checked (scopes without repeats). */
export type CreateApiKeyRequest = z.output<typeof createApiKeySchema>;

/** A key as the list shows it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The key's first characters (`sp_` and 8 more), to recognise it. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  created_by: z.object({ id: z.number(), name: z.string() }),
  created_at: isoTime,
  last_used_at: isoTime.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The `{id}` of DELETE /api-keys/{id}. */
export const apiKeyIdParamSchema = z.object({ id: idField('Choose an API key') });

export const apiKeyListSchema = z.array(apiKeySchema);

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  key: z.string(),
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
