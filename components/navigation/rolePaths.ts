import { ROLE_ROUTE_PREFIX, getLoginPath, type SignedInRole } from '@/constants';

export const SESSION_REQUIRED_ERROR = 'SessionRequired';

export const DASHBOARD_PATHS: Record<SignedInRole, string> = {
  field_engineer: '/engineer/dashboard',
  company: '/company/dashboard',
  customer: '/customer/dashboard',
};

/** DESIGN section 7: customers go to their own notifications page, not the engineer one. */
export const NOTIFICATION_PATHS: Record<SignedInRole, string> = {
  field_engineer: '/engineer/notifications',
  company: '/company/notifications',
  customer: '/customer/notifications',
};

export const CHANGE_PASSWORD_PATHS = {
  company: '/company/change-password',
  customer: '/customer/change-password',
} as const;

/** A second change-password address that belongs to the company (spec section 2). */
export const COMPANY_CHANGE_PASSWORD_PATH = '/change-password';

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The role whose pages a path belongs to, or null for public paths. */
export function getRoleForPath(pathname: string): SignedInRole | null {
  if (isUnder(pathname, COMPANY_CHANGE_PASSWORD_PATH)) return 'company';
  const entry = Object.entries(ROLE_ROUTE_PREFIX).find(([, prefix]) => isUnder(pathname, prefix));
  return entry ? (entry[0] as SignedInRole) : null;
}

/** The role's login page, asked to say a session is required and to come back afterwards. */
export function getSignInRedirectPath(role: SignedInRole, callbackPath: string): string {
  const query = new URLSearchParams({ error: SESSION_REQUIRED_ERROR, callbackUrl: callbackPath });
  return `${getLoginPath(role)}?${query.toString()}`;
}

const PLACEHOLDER_ORIGIN = 'http://portal.invalid';

/**
 * Where to go after signing in: the callback when it is a same-origin path of that role's
 * pages, otherwise the role's dashboard. Never an outside address.
 */
export function getSafeCallbackPath(callbackUrl: string | null | undefined, role: SignedInRole, origin = PLACEHOLDER_ORIGIN): string {
  const fallback = DASHBOARD_PATHS[role];
  if (!callbackUrl || callbackUrl.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(callbackUrl, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  return getRoleForPath(url.pathname) === role ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
