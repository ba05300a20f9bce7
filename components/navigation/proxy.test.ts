// @vitest-environment node
// The root proxy.ts, tested here because the ui project collects tests from these folders.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { COMPANY_CHANGE_PASSWORD_PATH, ROLE_ROUTE_PREFIX } from '@/constants';
import { config, proxy } from '@/proxy';

const visit = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://portal.test${path}`, { headers: cookie ? { cookie } : {} }));

describe('proxy', () => {
  it.each([
    ['/engineer/dashboard', '/login/engineer?error=SessionRequired&callbackUrl=%2Fengineer%2Fdashboard'],
    ['/company/assignments?page=2', '/login/company?error=SessionRequired&callbackUrl=%2Fcompany%2Fassignments%3Fpage%3D2'],
    ['/customer/ratings', '/login/customer?error=SessionRequired&callbackUrl=%2Fcustomer%2Fratings'],
    ['/change-password', '/login/company?error=SessionRequired&callbackUrl=%2Fchange-password'],
  ])('sends an anonymous visit of %s to its sign-in', (path, target) => {
    const response = visit(path);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`http://portal.test${target}`);
  });

  it.each(['next-auth.session-token=abc', '__Secure-next-auth.session-token=abc', 'next-auth.session-token.0=abc'])(
    'lets a request with a session cookie through (%s)',
    (cookie) => {
      expect(visit('/company/dashboard', cookie).headers.get('location')).toBeNull();
    },
  );

  it('leaves other paths alone and matches only the role prefixes', () => {
    expect(visit('/companies').headers.get('location')).toBeNull();
    expect(config.matcher).toEqual(['/engineer/:path*', '/company/:path*', '/customer/:path*', '/change-password']);
    const prefixes = Object.values(ROLE_ROUTE_PREFIX).map((prefix) => `${prefix}/:path*`);
    expect([...config.matcher].sort()).toEqual([...prefixes, COMPANY_CHANGE_PASSWORD_PATH].sort());
  });
});
