import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_LIMITS, API_KEY_SCOPES, type ApiKeyScope } from '@/constants';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { apiKeys, authTokens, customers, users } from '../../db/schema';
import { hashSecret } from '../../lib/secrets';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, getTestDb, setCustomerBlocked, uniqueIp, type TestAccount, type TestApp } from '../../test/helpers';
import { insertAssignedOrder } from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  db = await getTestDb();
  app = createApp({ db, mailer: async () => undefined });
});

type Company = TestAccount & { companyId: number };

const createKey = async (account: TestAccount, scopes: readonly ApiKeyScope[] = API_KEY_SCOPES, name = 'Dispatch') => {
  const created = await callApi(app, 'POST', '/api-keys', { token: account.token, body: { name, scopes } });
  expect(created.status).toBe(201);
  return created.body.data as { id: number; key: string; prefix: string; scopes: string[] };
};

/** A request with its answer's headers, for the rate-limit headers. */
async function call(target: TestApp, method: string, path: string, token: string, { body, headers = {} }: { body?: object; headers?: Record<string, string> } = {}) {
  const response = await target.request(`/api/v1${path}`, {
    method,
    headers: { 'x-forwarded-for': uniqueIp(), authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

const listOrders = (token: string) => call(app, 'GET', '/customers/customer_assignments', token);
const engineerOf = () => createTestEngineer(db);
const customerRowOf = async (account: TestAccount) => (await db.select().from(customers).where(eq(customers.userId, account.user.id)))[0];

describe('managing API keys', () => {
  it('creates a key shown once, stores only its hash and prefix, lists it and revokes it', async () => {
    const company = await createTestCompany(db);
    const created = await callApi(app, 'POST', '/api-keys', { token: company.token, body: { name: 'ERP', scopes: ['orders:read', 'orders:read', 'users:read'] } });
    expect(created.status).toBe(201);
    const key = created.body.data;
    expect(key).toEqual({ id: expect.any(Number), name: 'ERP', key: expect.stringMatching(/^sp_[A-Za-z0-9_-]{43}$/), prefix: key.key.slice(0, API_KEY_LIMITS.prefixLength), scopes: ['orders:read', 'users:read'] });
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row).toMatchObject({ keyHash: hashSecret(key.key), prefix: key.prefix, companyId: company.companyId, createdBy: company.user.id });
    expect(JSON.stringify(row)).not.toContain(key.key);

    const listed = await callApi(app, 'GET', '/api-keys', { token: company.token });
    expect(listed).toMatchObject({ status: 200, body: { data: [{ id: key.id, name: 'ERP', prefix: key.prefix, scopes: ['orders:read', 'users:read'], created_by: { id: company.user.id, name: company.user.name }, last_used_at: null }] } });
    expect(JSON.stringify(listed.body)).not.toContain(key.key);

    expect((await listOrders(key.key)).status).toBe(200);
    expect((await callApi(app, 'GET', '/api-keys', { token: company.token })).body.data[0].last_used_at).toEqual(expect.any(String));

    expect(await callApi(app, 'DELETE', `/api-keys/${key.id}`, { token: company.token })).toEqual({ status: 200, body: { message: 'API key revoked.', data: null } });
    expect((await callApi(app, 'GET', '/api-keys', { token: company.token })).body.data).toEqual([]);
    expect(await callApi(app, 'DELETE', `/api-keys/${key.id}`, { token: company.token })).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('lets the company owner see and revoke every key of the company, a customer only their own; another company none', async () => {
    const company = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.companyId);
    const colleague = await createTestCustomer(db, company.companyId);
    const [ownerKey, customerKey, colleagueKey] = [await createKey(company), await createKey(customer), await createKey(colleague)];

    const ids = async (account: TestAccount) => (await callApi(app, 'GET', '/api-keys', { token: account.token })).body.data.map((key: { id: number }) => key.id).sort();
    expect(await ids(company)).toEqual([ownerKey.id, customerKey.id, colleagueKey.id].sort());
    expect(await ids(customer)).toEqual([customerKey.id]);

    expect((await callApi(app, 'DELETE', `/api-keys/${colleagueKey.id}`, { token: customer.token })).status).toBe(404);
    expect((await callApi(app, 'DELETE', `/api-keys/${ownerKey.id}`, { token: customer.token })).status).toBe(404);
    const stranger = await createTestCompany(db);
    expect((await callApi(app, 'DELETE', `/api-keys/${customerKey.id}`, { token: stranger.token })).status).toBe(404);
    expect(await ids(stranger)).toEqual([]);
    expect((await callApi(app, 'DELETE', `/api-keys/${customerKey.id}`, { token: customer.token })).status).toBe(200);
    expect((await callApi(app, 'DELETE', `/api-keys/${colleagueKey.id}`, { token: company.token })).status).toBe(200);
    expect(await ids(company)).toEqual([ownerKey.id]);
  });

  it('refuses engineers, bad input and more active keys than the limit', async () => {
    const engineer = await engineerOf();
    expect((await callApi(app, 'POST', '/api-keys', { token: engineer.token, body: { name: 'x', scopes: ['orders:read'] } })).status).toBe(403);
    expect((await callApi(app, 'GET', '/api-keys', { token: engineer.token })).status).toBe(403);
    const company = await createTestCompany(db);
    const bad = await callApi(app, 'POST', '/api-keys', { token: company.token, body: { name: ' ', scopes: ['orders:delete'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(['name', 'scopes.0']);
    expect((await callApi(app, 'POST', '/api-keys', { token: company.token, body: { name: 'x', scopes: [] } })).status).toBe(400);

    await db.insert(apiKeys).values(
      Array.from({ length: API_KEY_LIMITS.maxActiveKeys }, (_, index) => ({ companyId: company.companyId, createdBy: company.user.id, name: `k${index}`, prefix: 'sp_x', keyHash: `limit-${company.companyId}-${index}`, scopes: ['orders:read'] })),
    );
    expect(await callApi(app, 'POST', '/api-keys', { token: company.token, body: { name: 'one more', scopes: ['orders:read'] } })).toMatchObject({ status: 409, body: { code: 'conflict' } });
    await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.keyHash, `limit-${company.companyId}-0`));
    expect((await callApi(app, 'POST', '/api-keys', { token: company.token, body: { name: 'one more', scopes: ['orders:read'] } })).status).toBe(201);
  });
});

describe('calling the API with a key', () => {
  let company: Company;
  let order: Awaited<ReturnType<typeof insertAssignedOrder>>;
  let engineer: TestAccount;

  beforeAll(async () => {
    company = await createTestCompany(db);
    engineer = await engineerOf();
    order = await insertAssignedOrder(db, { company, engineer }, { status: 1 });
  });

  const sendMessage = (token: string, text = 'From our dispatch', headers: Record<string, string> = {}) =>
    call(app, 'POST', '/send-message', token, { body: { assignment_id: order.id, to_id: engineer.user.id, message: text }, headers });

  it("reads and writes the creator's orders within its scopes", async () => {
    const { key } = await createKey(company, ['orders:read', 'orders:write']);
    const listed = await listOrders(key);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body.data)).toContain(`"id":${order.id}`);
    const sent = await sendMessage(key);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ from_id: company.user.id, message: 'From our dispatch' });
  });

  it('answers 403 insufficient_scope naming the scope the key lacks', async () => {
    const { key } = await createKey(company, ['orders:read']);
    expect(await sendMessage(key)).toMatchObject({ status: 403, body: { code: 'insufficient_scope', message: expect.stringContaining('orders:write') } });
    expect(await call(app, 'GET', '/customers/get-customers', key)).toMatchObject({ status: 403, body: { code: 'insufficient_scope', message: expect.stringContaining('users:read') } });
    // A path with an id: the route's pattern, whatever the id.
    expect(await call(app, 'PUT', '/expenses/12345', key, { body: { status: 'approved' } })).toMatchObject({ status: 403, body: { message: expect.stringContaining('orders:write') } });
    const writer = await createKey(company, ['orders:write']);
    expect(await call(app, 'PUT', '/expenses/12345', writer.key, { body: { status: 'approved' } })).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it("refuses what no key may call: keys, the session, the person's account and notifications", async () => {
    const { key } = await createKey(company);
    for (const [method, path, body] of [
      ['POST', '/api-keys', { name: 'Child', scopes: ['orders:read'] }],
      ['GET', '/api-keys'],
      ['DELETE', '/api-keys/1'],
      ['GET', '/me'],
      ['POST', '/logout'],
      ['POST', '/change-password', { old_password: 'Secret123', new_password: 'Secret1234' }],
      ['GET', '/get-notifications'],
      ['GET', '/events'],
    ] as const) {
      const answer = await call(app, method, path, key, { body });
      expect(answer, `${method} ${path}`).toMatchObject({ status: 403, body: { code: 'forbidden', message: expect.stringContaining('API keys can’t call') } });
    }
    expect(await db.select().from(apiKeys).where(eq(apiKeys.name, 'Child'))).toEqual([]);
  });

  it('answers 401 to an unknown or revoked key, and to a key of a blocked or deleted creator, at once', async () => {
    const unknown = await listOrders('sp_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(unknown.headers.get('ratelimit-limit')).toBeNull();

    expect(await listOrders('sp_short')).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    // A session's token that happens to start like a key is still a session's token.
    const lookalike = `sp_${'x'.repeat(40)}`;
    await db.insert(authTokens).values({ userId: company.user.id, tokenHash: hashSecret(lookalike), expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await listOrders(lookalike)).status).toBe(200);

    const revoked = await createKey(company);
    expect((await listOrders(revoked.key)).status).toBe(200);
    await callApi(app, 'DELETE', `/api-keys/${revoked.id}`, { token: company.token });
    // Twice: a GET by a key seen before is never answered from what the process remembers.
    for (let attempt = 0; attempt < 2; attempt++) expect(await listOrders(revoked.key)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });

    const customer = await createTestCustomer(db, company.companyId);
    const customerKey = await createKey(customer);
    expect((await listOrders(customerKey.key)).status).toBe(200);
    await setCustomerBlocked(db, (await customerRowOf(customer)).id, true);
    expect(await listOrders(customerKey.key)).toMatchObject({ status: 401, body: { code: 'unauthorized', message: expect.stringContaining('blocked or deleted') } });
    expect((await sendMessage(customerKey.key)).status).toBe(401);
    await setCustomerBlocked(db, (await customerRowOf(customer)).id, false);
    expect((await listOrders(customerKey.key)).status).toBe(200);

    const other = await createTestCompany(db);
    const otherKey = await createKey(other);
    expect((await listOrders(otherKey.key)).status).toBe(200);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, other.user.id));
    expect(await listOrders(otherKey.key)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it("answers 404 for another company's order, as a session would", async () => {
    const stranger = await createTestCompany(db);
    const { key } = await createKey(stranger);
    expect(await call(app, 'GET', `/customers/get-assignment-details?id=${order.id}`, key)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await sendMessage(key)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await call(app, 'PATCH', '/customers/cancel-assignment', key, { body: { assignment_id: order.id, reason: 'Not ours' } })).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('lets a customer key act only on what the customer may', async () => {
    const customer = await createTestCustomer(db, company.companyId);
    const { key } = await createKey(customer);
    // The company profile edits are the owner's: the creator's role decides, whatever the scopes.
    expect(await call(app, 'PATCH', '/customers/remove-company-logo', key)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await call(app, 'GET', '/customers/company-profile', key)).status).toBe(200);
  });

  it('keeps Idempotency-Key per API key: the browser and each key are callers of their own', async () => {
    const first = await createKey(company, ['orders:write']);
    const second = await createKey(company, ['orders:write']);
    const headers = { 'Idempotency-Key': `retry-${first.id}` };
    const sent = await sendMessage(first.key, 'Once', headers);
    expect(sent.status).toBe(201);
    const replayed = await sendMessage(first.key, 'Once', headers);
    expect(replayed).toMatchObject({ status: 201, body: sent.body });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await sendMessage(first.key, 'Something else', headers)).toMatchObject({ status: 422, body: { code: 'idempotency_mismatch' } });

    const bySecond = await sendMessage(second.key, 'Once', headers);
    expect(bySecond.status).toBe(201);
    expect(bySecond.headers.get('idempotent-replayed')).toBeNull();
    expect(bySecond.body.data.id).not.toBe(sent.body.data.id);
    const bySession = await sendMessage(company.token, 'Once', headers);
    expect(bySession.status).toBe(201);
    expect(bySession.headers.get('idempotent-replayed')).toBeNull();
    expect(bySession.body.data.id).not.toBe(sent.body.data.id);
  });
});

describe('the rate limit of a key', () => {
  it('counts requests per key in the database, says so in headers (errors too) and answers 429 with Retry-After past it', async () => {
    const limited = createApp({ db, mailer: async () => undefined, apiKeyRateLimit: 3 });
    const company = await createTestCompany(db);
    const { key } = await createKey(company, ['orders:read']);
    const other = await createKey(company, ['orders:read']);

    const first = await call(limited, 'GET', '/customers/customer_assignments', key);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('3');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    const reset = Number(first.headers.get('ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(60);

    // A refusal counts and carries the headers too; another app on the same database (another instance) counts with it.
    const refused = await call(createApp({ db, mailer: async () => undefined, apiKeyRateLimit: 3 }), 'POST', '/send-message', key, { body: { assignment_id: 1, message: 'x' } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'insufficient_scope' } });
    expect(refused.headers.get('ratelimit-remaining')).toBe('1');
    expect((await call(limited, 'GET', '/customers/customer_assignments', key)).headers.get('ratelimit-remaining')).toBe('0');

    const over = await call(limited, 'GET', '/customers/customer_assignments', key);
    expect(over).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // Another key, and the user's session, are not limited by it.
    expect((await call(limited, 'GET', '/customers/customer_assignments', other.key)).status).toBe(200);
    const bySession = await call(limited, 'GET', '/customers/customer_assignments', company.token);
    expect(bySession.status).toBe(200);
    expect(bySession.headers.get('ratelimit-limit')).toBeNull();

    // Racing requests, through two instances: exactly the limit passes.
    const racing = await createKey(company, ['orders:read']);
    const instances = [limited, createApp({ db, mailer: async () => undefined, apiKeyRateLimit: 3 })];
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, index) => call(instances[index % 2], 'GET', '/customers/customer_assignments', racing.key).then((answer) => answer.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);

    // A new window once the minute has passed.
    await db.update(apiKeys).set({ rateWindowStartedAt: new Date(Date.now() - 61_000) }).where(eq(apiKeys.keyHash, hashSecret(key)));
    const next = await call(limited, 'GET', '/customers/customer_assignments', key);
    expect(next.status).toBe(200);
    expect(next.headers.get('ratelimit-remaining')).toBe('2');
  });
});
