import { scopeForOperation } from '@/constants';

/**
 * The security an operation's document entry lists: a bearer token of `roles`, and, for an
 * operation an API key may call, the key with the scope the table names (constants/apiKeys.ts).
 */
export function documentedSecurity(method: string, path: string, roles: unknown) {
  const scope = scopeForOperation(method, path);
  return scope ? [{ Bearer: roles }, { ApiKey: [scope] }] : [{ Bearer: roles }];
}
