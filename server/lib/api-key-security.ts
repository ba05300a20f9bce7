import type { OpenAPIHono } from '@hono/zod-openapi';
import { API_KEY_PREFIX, API_V1_BASE, scopeForOperation } from '@/constants';
import { errorResponses } from './openapi';

export const API_KEY_SECURITY_SCHEME = 'ApiKey';

/** The `ApiKey` security scheme of the document. */
export const apiKeySecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  description:
    `An API key (\`${API_KEY_PREFIX}…\`, created with POST /api-keys), sent as \`Authorization: Bearer <key>\`. It acts as the user who ` +
    'created it, on the operations whose requirement names the scope it holds. Every answer to a key carries RateLimit-Limit, ' +
    'RateLimit-Remaining and RateLimit-Reset (seconds); past the limit, 429 `rate_limited` with Retry-After. Refusals: unknown or ' +
    'revoked key, or its creator blocked or deleted, 401 `unauthorized`; an operation no key may call, 403 `forbidden`; a missing ' +
    'scope, 403 `insufficient_scope` naming it.',
} as const;

/**
 * Adds, to each documented operation the scope table (constants/apiKeys) lists, the `ApiKey`
 * requirement naming its scope beside the session's Bearer one: the document shows which scope
 * each operation needs, from the same table the auth guard checks, and its 403 and 429 answers
 * (kept as documented when the operation has them already). Call once all routers are
 * mounted.
 */
export function documentApiKeyScopes(registry: OpenAPIHono['openAPIRegistry']): void {
  for (const definition of registry.definitions) {
    if (definition.type !== 'route') continue;
    const { route } = definition;
    const path = route.path.startsWith(API_V1_BASE) ? route.path.slice(API_V1_BASE.length) : route.path;
    const scope = scopeForOperation(route.method, path);
    const security = route.security ?? [];
    if (!scope || security.some((requirement: Record<string, string[]>) => API_KEY_SECURITY_SCHEME in requirement)) continue;
    // A new object and array: routes share their `signedIn` security list. A key may also be
    // refused for its scope (403) or its rate limit (429), whatever the operation documents.
    definition.route = {
      ...route,
      security: [...security, { [API_KEY_SECURITY_SCHEME]: [scope] }],
      responses: { ...errorResponses(403, 429), ...route.responses },
    };
  }
}
