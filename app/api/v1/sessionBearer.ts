// Server only: the /api/v1 route handler's step before the API. The API's bearer token lives
// only inside next-auth's encrypted session cookie, so page scripts never see it; a request
// from the portal's pages carries the cookie, and this turns it into the bearer header the API checks.
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import type { ApiErrorBody } from '@/contracts/envelope';
import { env } from '@/server/env';
import { resolveAuthSecret } from '@/server/lib/client-address-signature';

export const CROSS_SITE_MESSAGE = "This request did not come from the portal's own pages. Reload the page and try again.";

/** Methods a cross-site page may make the browser send with our cookie (SameSite=Lax): they change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The bearer token in the request's next-auth session cookie; undefined when absent, forged or expired. */
export async function readSessionBearer(request: NextRequest): Promise<string | undefined> {
  // Cookie name and secure prefix as next-auth chooses them (from NEXTAUTH_URL); the secret as authOptions uses it.
  const session = await getToken({ req: request, secret: resolveAuthSecret() });
  return typeof session?.token === 'string' && session.token ? session.token : undefined;
}

/**
 * Whether the browser sent this request from one of the portal's own pages. Browsers send
 * Origin with every POST, PUT, PATCH and DELETE, and Sec-Fetch-Site, which no script can set.
 */
export function isOwnOrigin(request: Request, portalOrigin = new URL(env.NEXTAUTH_URL).origin): boolean {
  return request.headers.get('origin') === portalOrigin || request.headers.get('sec-fetch-site') === 'same-origin';
}

/**
 * Hands the request to `callApi`: as it came when it has its own Authorization header (API
 * clients) or no session; with the session's bearer token added otherwise. A state-changing
 * request authenticated by the cookie must come from our own origin (CSRF), else 403.
 */
export async function withSessionBearer(request: NextRequest, callApi: (request: Request) => Response | Promise<Response>): Promise<Response> {
  if (request.headers.has('authorization')) return callApi(request);
  const bearer = await readSessionBearer(request);
  if (!bearer) return callApi(request);
  if (!SAFE_METHODS.has(request.method) && !isOwnOrigin(request)) {
    return Response.json({ message: CROSS_SITE_MESSAGE, code: 'forbidden' } satisfies ApiErrorBody, { status: 403 });
  }
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${bearer}`);
  return callApi(new Request(request, { headers }));
}
