import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_REASONS } from '@/constants';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { createRouter, type AppEnv } from '../lib/create-router';
import { handleError } from '../lib/error-handler';
import { AppError } from '../lib/errors';
import { revokeAuthTokens } from '../domain/auth/revoke-auth-tokens';
import { createTestCompany, createTestCustomer, createTestEngineer, getTestDb } from '../test/helpers';
import { requireAuth } from './auth';

let db: Database;

/** A router with one company-only route that echoes who called it. */
function companyOnlyApp() {
  const route = createRoute({
    method: 'get',
    path: '/company-only',
    middleware: [requireAuth('company')] as const,
    responses: { 200: { content: { 'application/json': { schema: z.object({ id: z.number(), role: z.string() }) } }, description: 'ok' } },
  });
  const app = createRouter();
  app.use(async (c, next) => {
    c.set('db', db);
    await next();
  });
  app.openapi(route, (c) => c.json({ id: c.var.user.id, role: c.var.user.role }, 200));
  app.onError(handleError);
  return app;
}

const get = (token: string) => companyOnlyApp().request('/company-only', { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  db = await getTestDb();
});

describe('requireAuth', () => {
  it('lets the named role through and sets c.var.user', async () => {
    const company = await createTestCompany(db);
    const response = await get(company.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: company.user.id, role: 'company' });
  });

  it('answers 403 to the other roles', async () => {
    const company = await createTestCompany(db);
    for (const account of [await createTestEngineer(db), await createTestCustomer(db, company.companyId)]) {
      const response = await get(account.token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'You do not have access to this resource.', code: 'forbidden' });
    }
  });

  it('accepts the scheme name in any case', async () => {
    const company = await createTestCompany(db);
    const response = await companyOnlyApp().request('/company-only', { headers: { authorization: `bearer ${company.token}` } });
    expect(response.status).toBe(200);
  });

  describe('a read by a token checked before (runs while the token is checked again)', () => {
    /** A company-only GET and POST that count their runs, tag their answer and can fail with a 404. */
    function countingApp() {
      const runs = { get: 0, post: 0 };
      const app = createRouter();
      app.use(async (c, next) => {
        c.set('db', db);
        await next();
      });
      app.get('/read', requireAuth('company'), (c) => {
        runs.get += 1;
        c.header('x-read', 'done');
        if (c.req.query('missing')) throw new AppError('NOT_FOUND', 'Not found.');
        return c.json({ id: c.var.user.id }, 200);
      });
      app.post('/write', requireAuth('company'), (c) => {
        runs.post += 1;
        return c.json({ ok: true }, 200);
      });
      app.onError(handleError);
      return { app, runs };
    }
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

    it('answers as before while the token holds', async () => {
      const company = await createTestCompany(db);
      const { app, runs } = countingApp();
      for (let i = 0; i < 2; i += 1) {
        const response = await app.request('/read', bearer(company.token));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ id: company.user.id });
      }
      expect(runs.get).toBe(2);
    });

    it("never sends what it read once the token is revoked: the 401 goes out, without the read's headers", async () => {
      const { app, runs } = countingApp();
      for (const path of ['/read', '/read?missing=1']) {
        const company = await createTestCompany(db);
        expect((await app.request('/read', bearer(company.token))).status).toBe(200);
        await revokeAuthTokens({ db, userId: company.user.id, reason: 'signedOut' });

        const response = await app.request(path, bearer(company.token));
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: SESSION_END_REASONS.expired, code: 'unauthorized' });
        expect(response.headers.get('x-read')).toBeNull();
      }
      expect(runs.get).toBe(4);
    });

    it("says why a blocked customer's session ended", async () => {
      const company = await createTestCompany(db);
      const customer = await createTestCustomer(db, company.companyId);
      const app = countingApp().app;
      app.get('/any', requireAuth(), (c) => c.json({ id: c.var.user.id }, 200));
      expect((await app.request('/any', bearer(customer.token))).status).toBe(200);
      await db.update(customers).set({ blocked: true }).where(eq(customers.userId, customer.user.id));

      const response = await app.request('/any', bearer(customer.token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: SESSION_END_REASONS.blocked, code: 'unauthorized' });
    });

    it('runs no write before its token is checked', async () => {
      const company = await createTestCompany(db);
      const { app, runs } = countingApp();
      expect((await app.request('/read', bearer(company.token))).status).toBe(200);
      await revokeAuthTokens({ db, userId: company.user.id, reason: 'signedOut' });

      const response = await app.request('/write', { method: 'POST', ...bearer(company.token) });
      expect(response.status).toBe(401);
      expect(runs.post).toBe(0);
    });

    it('refuses a write from a GET that runs alongside the check', async () => {
      const company = await createTestCompany(db);
      const { app } = countingApp();
      const blockSelf = (c: Context<AppEnv>) => c.var.db.update(customers).set({ blocked: true }).where(eq(customers.userId, c.var.user.id));
      app.get('/sneaky-write', requireAuth('company'), async (c) => {
        await blockSelf(c);
        return c.json({ ok: true }, 200);
      });
      expect((await app.request('/read', bearer(company.token))).status).toBe(200);
      expect((await app.request('/sneaky-write', bearer(company.token))).status).toBe(500);
    });

    it('checks the role of a known token before running anything', async () => {
      const engineer = await createTestEngineer(db);
      const { app, runs } = countingApp();
      app.get('/any', requireAuth(), (c) => c.json({ id: c.var.user.id }, 200));
      expect((await app.request('/any', bearer(engineer.token))).status).toBe(200);

      const response = await app.request('/read', bearer(engineer.token));
      expect(response.status).toBe(403);
      expect(runs.get).toBe(0);
    });
  });
});
