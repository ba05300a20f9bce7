import type { AuthUser } from './find-token-user';

// Who a bearer token belonged to when it was last checked, so a read can start before its
// check comes back. Never a reason to accept a token: every answer still waits for the check
// against the database (server/middleware/auth.ts), so revocation stays immediate on every
// instance. Keyed by the token's hash (the request hashes it once), so no token is kept. What a token identifies (user, role, company, customer) never changes; only
// whether it is still valid does.

export const MAX_TOKEN_USERS = 10_000;

const users = new Map<string, AuthUser>();

/** The user a token was last checked as, if this process has seen it. */
export function recallTokenUser(tokenHash: string): AuthUser | undefined {
  return users.get(tokenHash);
}

/** Keeps a checked token's user; the oldest entry goes when the cache is full. */
export function rememberTokenUser(tokenHash: string, user: AuthUser): void {
  users.delete(tokenHash);
  users.set(tokenHash, user);
  if (users.size > MAX_TOKEN_USERS) users.delete(users.keys().next().value as string);
}

/** Drops a token whose check failed. */
export function forgetTokenUser(tokenHash: string): void {
  users.delete(tokenHash);
}

/** Whether two checks of a token found the same user in the same place. */
export function isSameTokenUser(a: AuthUser, b: AuthUser): boolean {
  return a.id === b.id && a.roleId === b.roleId && a.tokenId === b.tokenId && a.companyId === b.companyId && a.customerId === b.customerId;
}
