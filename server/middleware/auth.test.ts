import { createRoute, z } from '@hono/zod-openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createRouter } from '../lib/create-router';
import { handleError } from '../lib/error-handler';
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
      expect(await response.json()).toEqual({ message: 'You do not have access to this resource.' });
    }
  });

  it('accepts the scheme name in any case', async () => {
    const company = await createTestCompany(db);
    const response = await companyOnlyApp().request('/company-only', { headers: { authorization: `bearer ${company.token}` } });
    expect(response.status).toBe(200);
  });
});
