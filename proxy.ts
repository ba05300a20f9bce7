import { NextResponse, type NextRequest } from 'next/server';
import { getRoleForPath, getSignInRedirectPath } from '@/constants';

/** next-auth's session cookie, plain or `__Secure-` on HTTPS, possibly split into chunks. */
const SESSION_COOKIE_PATTERN = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * Early redirect of anonymous visits to a role's pages: straight to that role's sign-in
 * (error SessionRequired, back here afterwards). The guard layouts remain the real check.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const role = getRoleForPath(pathname);
  if (!role) return NextResponse.next();
  const hasSession = request.cookies.getAll().some((cookie) => SESSION_COOKIE_PATTERN.test(cookie.name));
  if (hasSession) return NextResponse.next();
  return NextResponse.redirect(new URL(getSignInRedirectPath(role, `${pathname}${search}`), request.url));
}

// Next reads the matcher at build time, so it must be written out; proxy.test.ts checks it
// against the role prefixes of constants/routes.ts.
export const config = {
  matcher: ['/engineer/:path*', '/company/:path*', '/customer/:path*', '/change-password'],
};
