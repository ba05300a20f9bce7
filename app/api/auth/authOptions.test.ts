// @vitest-environment node
import { http, HttpResponse } from 'msw';
import type { Session, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import type { CredentialsConfig } from 'next-auth/providers/credentials';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, listenWithMsw } from '@/components/test/mswServer';
import { readSignedClientAddress } from '@/server/lib/client-address-signature';
import { installSocketAddressHeader, SOCKET_ADDRESS_HEADER } from '@/server/lib/client-ip';
import { authOptions } from './authOptions';

listenWithMsw();
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// On the server the client calls the API by absolute URL (NEXTAUTH_URL unset: localhost:3000).
const LOGIN_URL = 'http://localhost:3000/api/v1/login';
const LOGOUT_URL = 'http://localhost:3000/api/v1/logout';

const apiUser = {
  id: 4,
  name: 'Alice Carter',
  first_name: 'Alice',
  last_name: 'Carter',
  email: 'company@demo.test',
  phone: null,
  role: 'company',
  role_id: 4,
  profile_picture: null,
  company_id: 1,
  customer_id: null,
};

const provider = authOptions.providers[0] as CredentialsConfig;
const authorize = (credentials: Record<string, string>, headers: Record<string, string> = {}) =>
  provider.options.authorize!(credentials, { headers } as never);

describe('authorize', () => {
  it('signs in through the API /login with the role of the page', async () => {
    let body: unknown;
    server.use(
      http.post(LOGIN_URL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Login successful', data: { token: 'tok', expires_at: '2026-12-01T00:00:00Z', user: apiUser } });
      }),
    );
    const user = await authorize({ email: 'company@demo.test', password: 'Password123!', role: 'company' });
    expect(body).toEqual({ email: 'company@demo.test', password: 'Password123!', role: 'company' });
    expect(user).toMatchObject({ id: '4', role: 'company', name: 'Alice Carter', token: 'tok', image: null, company_id: 1 });
  });

  it('tells the API, signed, which browser signs in: the socket address, never a forwarded one it cannot trust', async () => {
    const uninstall = installSocketAddressHeader();
    let vouched: string | undefined;
    server.use(
      http.post(LOGIN_URL, ({ request }) => {
        vouched = readSignedClientAddress(request.headers);
        return HttpResponse.json({ message: 'ok', data: { token: 't', expires_at: null, user: apiUser } });
      }),
    );
    try {
      await authorize({ email: 'a@b.test', password: 'x' }, { [SOCKET_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });
    } finally {
      uninstall();
    }
    expect(vouched).toBe('203.0.113.7');
  });

  it("passes the API's refusal on as the sign-in error", async () => {
    server.use(http.post(LOGIN_URL, () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })));
    await expect(authorize({ email: 'a@b.test', password: 'nope', role: 'company' })).rejects.toThrow('Invalid email or password');
  });

  it('ignores a role that is not a portal role', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(LOGIN_URL, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'ok', data: { token: 't', expires_at: null, user: apiUser } });
      }),
    );
    await authorize({ email: 'a@b.test', password: 'x', role: 'admin' });
    expect(body.role).toBeUndefined();
  });
});

describe('session callbacks', () => {
  it('carries role, name, picture and ids from sign-in to the session, and the bearer token only into the JWT', async () => {
    const user = { id: '4', role: 'company', role_id: 4, name: 'Alice Carter', email: 'company@demo.test', image: '/p.png', token: 'tok', expires_at: null, company_id: 1, customer_id: null } as User;
    const token = (await authOptions.callbacks!.jwt!({ token: {} as JWT, user, account: null, trigger: 'signIn' })) as JWT;
    const session = (await authOptions.callbacks!.session!({ session: { expires: 'x' } as Session, token, user } as never)) as Session;
    expect(token.token).toBe('tok');
    expect(session.user).toMatchObject({ id: 4, role: 'company', name: 'Alice Carter', picture: '/p.png', company_id: 1, customer_id: null });
    // /api/auth/session answers this object to any script on the page.
    expect(session.user).not.toHaveProperty('token');
    expect(Object.values(session.user)).not.toContain('tok');
  });

  it('takes a new name or picture from a session update', async () => {
    const token = (await authOptions.callbacks!.jwt!({ token: { name: 'Old', picture: null } as JWT, user: undefined as never, account: null, trigger: 'update', session: { name: 'New', picture: '/n.png' } })) as JWT;
    expect([token.name, token.picture]).toEqual(['New', '/n.png']);
  });

  it('uses JWT sessions and the engineer sign-in page', () => {
    expect(authOptions.session?.strategy).toBe('jwt');
    expect(authOptions.pages?.signIn).toBe('/login/engineer');
  });
});

describe('sign-out', () => {
  const signOut = (token: Partial<JWT> | null) => authOptions.events!.signOut!({ token: token as JWT, session: undefined as never });

  it("revokes the session's API token, whichever way next-auth's sign-out was reached", async () => {
    const seen: (string | null)[] = [];
    server.use(http.post(LOGOUT_URL, ({ request }) => (seen.push(request.headers.get('authorization')), HttpResponse.json({ message: 'Signed out', data: null }))));
    await signOut({ id: 4, token: 'tok' });
    expect(seen).toEqual(['Bearer tok']);
  });

  it('goes on quietly when the token is gone already, and calls nothing without one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(http.post(LOGOUT_URL, () => ((calls += 1), HttpResponse.json({ message: 'Your session has expired' }, { status: 401 }))));
    await expect(signOut({ token: 'revoked' })).resolves.toBeUndefined();
    await signOut(null);
    await signOut({ id: 4 });
    expect(calls).toBe(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs, but does not stop the sign-out, when the API cannot revoke', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(LOGOUT_URL, () => HttpResponse.json({ message: 'The database is not available' }, { status: 503 })));
    await expect(signOut({ token: 'tok' })).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('The database is not available'));
  });
});

describe('redirect callback', () => {
  const baseUrl = 'http://localhost:3602';
  const redirect = (url: string) => authOptions.callbacks!.redirect!({ url, baseUrl });

  it('keeps a page of this site', async () => {
    expect(await redirect('/company/assignments?page=2')).toBe('http://localhost:3602/company/assignments?page=2');
    expect(await redirect('http://localhost:3602/login/company?reason=expired')).toBe('http://localhost:3602/login/company?reason=expired');
  });

  it('answers the site root, never throws, for anything that leaves the site or is no URL', async () => {
    for (const url of ['javascript:alert(1)', 'http://localhost:3602.evil.example/', 'https://evil.example/company', '//evil.example/x', '/\\evil.example', 'http://[::1', 'data:text/html,<script>alert(1)</script>', '']) {
      expect(await redirect(url), url).toBe(baseUrl);
    }
  });
});
