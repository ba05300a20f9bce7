import { createMiddleware } from 'hono/factory';
import type { SignedInRole } from '@/constants';
import { findTokenUser, SESSION_EXPIRED_MESSAGE } from '../domain/auth/find-token-user';
import type { AppEnv } from '../lib/create-router';
import { AppError } from '../lib/errors';

export const FORBIDDEN_MESSAGE = 'You do not have access to this resource.';

/**
 * Accepts a request with a valid `Authorization: Bearer <token>` of one of `roles` (any role
 * when none are named) and sets `c.var.user`.
 */
export function requireAuth(...roles: SignedInRole[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const [scheme, token] = (c.req.header('authorization') ?? '').trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
    const user = await findTokenUser({ db: c.var.db, token });
    if (roles.length > 0 && !roles.includes(user.role)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    c.set('user', user);
    await next();
  });
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
