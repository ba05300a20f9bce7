// @vitest-environment node
// The root proxy.ts, tested here because the ui project collects tests from these folders.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
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

  it('lets other pages through', () => {
    expect(visit('/companies').headers.get('location')).toBeNull();
    expect(visit('/').headers.get('x-middleware-next')).toBe('1');
  });
});

const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('proxy matcher', () => {
  it.each(['/', '/login/engineer', '/companies', ...Object.values(ROLE_ROUTE_PREFIX).map((prefix) => `${prefix}/dashboard`), COMPANY_CHANGE_PASSWORD_PATH])(
    'runs on the page %s',
    (path) => {
      expect(matches(path)).toBe(true);
    },
  );

  it.each(['/api/v1/me', '/api/auth/session', '/_next/static/chunks/main.js', '/_next/image?url=%2Fa.png&w=64&q=75', '/favicon.ico', '/icon.svg'])(
    'leaves %s alone',
    (path) => {
      expect(matches(path)).toBe(false);
    },
  );
});

describe('proxy security headers', () => {
  const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

  it('gives every page answer a policy with a nonce of its own', () => {
    const first = policyOf(visit('/'));
    const second = policyOf(visit('/'));
    expect(first).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(first).toContain("frame-ancestors 'none'");
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it('hands the policy and its nonce to the rendering, where Next.js and the root layout read them', () => {
    const response = visit('/login/engineer');
    const policy = policyOf(response);
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonceOf(policy));
  });

  it('sends the other headers, on redirects too', () => {
    for (const response of [visit('/'), visit('/engineer/dashboard')]) {
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'permissions-policy': expect.stringContaining('geolocation=(self)'),
      });
    }
    expect(visit('/engineer/dashboard').status).toBe(307);
  });

  it('sends HSTS and upgrades requests only when the portal is served over HTTPS (NEXTAUTH_URL)', async () => {
    expect(visit('/').headers.get('strict-transport-security')).toBeNull();
    vi.stubEnv('NEXTAUTH_URL', 'https://portal.example');
    vi.resetModules();
    const { proxy: httpsProxy } = await import('@/proxy');
    const response = httpsProxy(new NextRequest('https://portal.example/'));
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(response)).toContain('upgrade-insecure-requests');
    vi.unstubAllEnvs();
  });
});
