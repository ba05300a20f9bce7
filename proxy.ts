import { NextResponse, type NextRequest } from 'next/server';
import { getRoleForPath, getSignInRedirectPath } from '@/constants';
import { env } from '@/server/env';
import { mapTileImageSource } from '@/server/lib/map-tiles';
import { buildPageSecurityHeaders, createNonce, isHttpsUrl, NONCE_HEADER } from '@/server/lib/security-headers';

/** next-auth's session cookie, plain or `__Secure-` on HTTPS, possibly split into chunks. */
const SESSION_COOKIE_PATTERN = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

const isHttps = isHttpsUrl(env.NEXTAUTH_URL);
const isDev = env.NODE_ENV === 'development';
const mapTileSource = mapTileImageSource(env.MAP_TILE_URL);

/**
 * Every page answer gets the security headers, its policy carrying a fresh nonce. Next.js reads the
 * nonce from the policy on the request and puts it on its own scripts.
 *
 * Anonymous visits to a role's pages are sent straight to that role's sign-in (error
 * SessionRequired, back here afterwards); the guard layouts remain the real check.
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const headers = buildPageSecurityHeaders({ nonce, isDev, isHttps, mapTileSource });
  const response = redirectAnonymousVisit(request) ?? passOn(request, nonce, headers['Content-Security-Policy']);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function redirectAnonymousVisit(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const role = getRoleForPath(pathname);
  if (!role) return null;
  const hasSession = request.cookies.getAll().some((cookie) => SESSION_COOKIE_PATTERN.test(cookie.name));
  if (hasSession) return null;
  return NextResponse.redirect(new URL(getSignInRedirectPath(role, `${pathname}${search}`), request.url));
}

/** Renders the page with the policy and nonce on its request, where Next.js and the root layout read them. */
function passOn(request: NextRequest, nonce: string, policy: string) {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  requestHeaders.set(NONCE_HEADER, nonce);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

// Next reads the matcher at build time, so it must be written out: every page, not the API, the
// build's static files, image optimisation or the icons. proxy.test.ts checks it.
export const config = {
  matcher: ['/((?!api/|_next/static/|_next/image|favicon\\.ico|icon\\.svg).*)'],
};
