import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_V1_BASE, scopeForOperation, type SignedInRole } from '@/constants';
import { readOnlyView } from '../db/read-only';
import { findApiKeyUser, isApiKey } from '../domain/auth/find-api-key-user';
import { findTokenUser, SESSION_EXPIRED_MESSAGE, type AuthUser } from '../domain/auth/find-token-user';
import { forgetTokenUser, isSameTokenUser, recallTokenUser, rememberTokenUser } from '../domain/auth/token-user-cache';
import type { AppEnv } from '../lib/create-router';
import { AppError } from '../lib/errors';
import { hashSecret } from '../lib/secrets';

export const FORBIDDEN_MESSAGE = 'You do not have access to this resource.';
export const KEY_REFUSED_MESSAGE = 'API keys can’t call this operation; sign in as the user instead.';
export const RATE_LIMITED_MESSAGE = 'This API key has made too many requests; wait for the rate window to reset.';
export const missingScopeMessage = (scope: string) => `This API key lacks the scope ${scope}, which this operation needs.`;

/**
 * Accepts a request with a valid `Authorization: Bearer <token>` of one of `roles` (any role
 * when none are named) and sets `c.var.user`. A GET by a token seen before runs while the token
 * is checked again (`readAlongsideCheck`), on a database it cannot write through.
 */
export function requireAuth(...roles: SignedInRole[]) {
  const isAllowed = (user: AuthUser) => roles.length === 0 || roles.includes(user.role);
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = readBearerToken(c.req.header('authorization'));
    if (isApiKey(token)) return apiKeyGuard({ c, next, key: token, isAllowed });
    const tokenHash = hashSecret(token);
    const check = findTokenUser({ db: c.var.db, tokenHash });
    const known = c.req.method === 'GET' ? recallTokenUser(tokenHash) : undefined;
    if (known && isAllowed(known)) return readAlongsideCheck({ c, next, tokenHash, known, check });

    const user = await check.catch((error: unknown) => {
      forgetTokenUser(tokenHash);
      throw error;
    });
    rememberTokenUser(tokenHash, user);
    if (!isAllowed(user)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    c.set('user', user);
    await next();
  });
}

function readBearerToken(header: string | undefined): string {
  const [scheme, token] = (header ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
  return token;
}

type ApiKeyGuardOptions = { c: Context<AppEnv>; next: Next; key: string; isAllowed: (user: AuthUser) => boolean };

/**
 * A request with an API key: the key is looked up and counted in its rate window on every
 * request (never from the token cache, so a revoked key stops at once), the answer carries the
 * window's RateLimit headers (refusals too), and the key passes when its creator's role allows
 * the operation, the scope table lists the operation and the key holds its scope.
 */
async function apiKeyGuard({ c, next, key, isAllowed }: ApiKeyGuardOptions): Promise<void> {
  const { user, rate } = await findApiKeyUser({ db: c.var.db, keyHash: hashSecret(key), rateLimit: c.var.apiKeyRateLimit });
  c.header('RateLimit-Limit', String(rate.limit));
  c.header('RateLimit-Remaining', String(rate.remaining));
  c.header('RateLimit-Reset', String(rate.resetSeconds));
  if (rate.used > rate.limit) throw AppError.rateLimited(RATE_LIMITED_MESSAGE, rate.resetSeconds * 1000);
  if (!isAllowed(user)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  const scope = scopeForOperation(...operationOf(c));
  if (!scope) throw new AppError('FORBIDDEN', KEY_REFUSED_MESSAGE);
  if (!user.apiKey?.scopes.includes(scope)) throw new AppError('INSUFFICIENT_SCOPE', missingScopeMessage(scope));
  c.set('user', user);
  await next();
}

/**
 * The operation a request matched, as the scope table names it: its method (HEAD is a GET) and
 * the route's documented path, from the path Hono matched (`/api/v1/expenses/:id` is
 * `/expenses/{id}`): the route's own pattern, so whatever ids the request carries, it is found.
 */
export function operationOf(c: Context): [method: string, path: string] {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const matched = c.req.routePath.startsWith(API_V1_BASE) ? c.req.routePath.slice(API_V1_BASE.length) : c.req.routePath;
  return [method, matched.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')];
}

/** The session token of the signed-in user: a request with an API key has none (and never reaches the routes that need one). */
export function sessionTokenIdOf(user: AuthUser): number {
  if (user.tokenId === null) throw new AppError('FORBIDDEN', KEY_REFUSED_MESSAGE);
  return user.tokenId;
}

type ReadAlongsideCheckOptions = { c: Context<AppEnv>; next: Next; tokenHash: string; known: AuthUser; check: Promise<AuthUser> };

/**
 * A read with a token this process has checked before runs while the token is checked again,
 * not after: the caller waits for one database round trip instead of two. The answer goes out
 * only once the check passes; otherwise it is dropped (its body cancelled, its headers with it)
 * and the check's 401 goes out instead. What is dropped must not have changed anything, so the
 * read gets a database that refuses writes (no GET writes: one that tried would fail loudly
 * here). POST, PUT, PATCH and DELETE always wait for the check.
 */
async function readAlongsideCheck({ c, next, tokenHash, known, check }: ReadAlongsideCheckOptions): Promise<void> {
  c.set('user', known);
  c.set('db', readOnlyView(c.var.db));
  // What the answer carries so far (set by the middleware before this one), without what the read adds.
  const headersBefore = new Headers(c.res.headers);
  const [checked, handled] = await Promise.allSettled([check, next()]);
  if (checked.status === 'fulfilled' && isSameTokenUser(checked.value, known)) {
    rememberTokenUser(tokenHash, checked.value);
    if (handled.status === 'rejected') throw handled.reason;
    return;
  }
  forgetTokenUser(tokenHash);
  await c.res.body?.cancel().catch(() => undefined);
  // Cleared first: setting an answer over another carries the old one's headers across.
  c.res = undefined;
  c.res = new Response(null, { headers: headersBefore });
  // A token's user, role and company never change, so a different user here means a broken cache: refuse.
  throw checked.status === 'rejected' ? checked.reason : new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
}

/**
 * A route's guard and its documented security requirement from one list of roles: the Bearer
 * requirement names them as its role list (OpenAPI 3.1 allows role names for non-OAuth
 * schemes; empty = any signed-in user), so the document says who may call and cannot
 * disagree with the check. Spread into `createRoute`.
 */
export function signedIn(...roles: SignedInRole[]) {
  return { security: [{ Bearer: [...roles] }], middleware: [requireAuth(...roles)] };
}

export type SignedInAccess = ReturnType<typeof signedIn>;
