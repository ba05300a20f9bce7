import { beforeAll, describe, expect, it } from 'vitest';
import { TALENT_POOL_ENDPOINTS, withPathId } from '@/constants';
import type { Database } from '../../db/client';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp } from '../../test/support/assignments';
import { insertApplication } from '../../test/support/assignments';
import { insertTestAssignment } from '../../test/support/engineer-profile';

let app: TestApp;
let db: Database;
let company: TestAccount & { companyId: number };
let other: TestAccount & { companyId: number };
let customer: TestAccount;
let erin: TestAccount;
let frank: TestAccount;

beforeAll(async () => {
  ({ app, db } = await createCompanyTestApp());
  company = await createTestCompany(db);
  other = await createTestCompany(db);
  customer = await createTestCustomer(db, company.companyId);
  erin = await createTestEngineer(db, { first_name: 'Erin', last_name: 'Tester' });
  frank = await createTestEngineer(db, { first_name: 'Frank', last_name: 'Tester' });
});

const { POOLS, POOL, MEMBERS, BLOCKED_ENGINEERS } = TALENT_POOL_ENDPOINTS;
const call = (token: string, method: string, path: string, body?: unknown) => callApi(app, method, path, { token, body });

describe('talent pools', () => {
  it('creates, renames, lists with members, removes members and deletes; names are unique per company', async () => {
    const created = await call(company.token, 'POST', POOLS, { name: 'Austin cabling' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Austin cabling', member_count: 0, members: [] });
    const poolId = created.body.data.id;

    const clash = await call(company.token, 'POST', POOLS, { name: 'austin CABLING' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual([{ path: 'name', message: 'Your company already has a talent pool with this name.' }]);
    // Another company may use the same name.
    expect((await call(other.token, 'POST', POOLS, { name: 'Austin cabling' })).status).toBe(201);

    const order = await insertTestAssignment(db, { companyId: company.companyId, createdBy: company.user.id });
    await insertApplication(db, { assignmentId: order.id, engineerId: erin.user.id });
    expect((await call(company.token, 'POST', withPathId(MEMBERS, poolId), { engineer_id: erin.user.id })).status).toBe(200);
    const added = await call(company.token, 'POST', withPathId(MEMBERS, poolId), { engineer_id: frank.user.id });
    expect(added.body.data.member_count).toBe(2);
    expect(added.body.data.members).toEqual([
      expect.objectContaining({ engineer_id: erin.user.id, name: 'Erin Tester', last_order_path: `/company/assignments/details-page/${order.id}` }),
      expect.objectContaining({ engineer_id: frank.user.id, name: 'Frank Tester', last_order_path: null }),
    ]);
    // Adding again changes nothing; a user who is not an engineer is a 404.
    expect((await call(company.token, 'POST', withPathId(MEMBERS, poolId), { engineer_id: erin.user.id })).body.data.member_count).toBe(2);
    expect((await call(company.token, 'POST', withPathId(MEMBERS, poolId), { engineer_id: customer.user.id })).status).toBe(404);
    expect((await call(company.token, 'POST', withPathId(MEMBERS, poolId), { engineer_id: 999_999 })).status).toBe(404);

    const renamed = await call(company.token, 'PUT', withPathId(POOL, poolId), { name: 'Austin A-team' });
    expect(renamed.body.data).toMatchObject({ name: 'Austin A-team', member_count: 2 });

    // The company's customer reads the pools, but may not change them.
    const read = await call(customer.token, 'GET', POOLS);
    expect(read.status).toBe(200);
    expect(read.body.data.map((pool: { name: string }) => pool.name)).toEqual(['Austin A-team']);
    expect((await call(customer.token, 'POST', POOLS, { name: 'Mine' })).status).toBe(403);
    expect((await call(erin.token, 'GET', POOLS)).status).toBe(403);

    const removed = await call(company.token, 'DELETE', withPathId(MEMBERS, poolId), { engineer_id: frank.user.id });
    expect(removed.body.data.members.map((member: { engineer_id: number }) => member.engineer_id)).toEqual([erin.user.id]);
    expect((await call(company.token, 'DELETE', withPathId(MEMBERS, poolId), { engineer_id: frank.user.id })).status).toBe(404);

    expect((await call(company.token, 'DELETE', withPathId(POOL, poolId))).status).toBe(200);
    expect((await call(company.token, 'GET', POOLS)).body.data).toEqual([]);
  });

  it("answers 404 for another company's pool on every path, and 400 for a bad name", async () => {
    const theirs = (await call(other.token, 'POST', POOLS, { name: 'Theirs' })).body.data.id;
    expect((await call(company.token, 'PUT', withPathId(POOL, theirs), { name: 'Taken over' })).status).toBe(404);
    expect((await call(company.token, 'DELETE', withPathId(POOL, theirs))).status).toBe(404);
    expect((await call(company.token, 'POST', withPathId(MEMBERS, theirs), { engineer_id: erin.user.id })).status).toBe(404);
    expect((await call(company.token, 'DELETE', withPathId(MEMBERS, theirs), { engineer_id: erin.user.id })).status).toBe(404);
    expect((await call(company.token, 'GET', POOLS)).body.data.some((pool: { id: number }) => pool.id === theirs)).toBe(false);
    const blank = await call(company.token, 'POST', POOLS, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].path).toBe('name');
  });
});

describe('blocked engineers', () => {
  it('blocks with a reason, lists, unblocks; a user who is no engineer is a 404', async () => {
    const blocked = await call(company.token, 'POST', BLOCKED_ENGINEERS, { engineer_id: frank.user.id, reason: 'No-show twice' });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ engineer_id: frank.user.id, name: 'Frank Tester', reason: 'No-show twice' });
    const again = await call(company.token, 'POST', BLOCKED_ENGINEERS, { engineer_id: frank.user.id, reason: 'Late' });
    expect(again.body.data.reason).toBe('Late');
    expect((await call(company.token, 'GET', BLOCKED_ENGINEERS)).body.data).toEqual([expect.objectContaining({ engineer_id: frank.user.id, reason: 'Late' })]);
    // Another company does not see the block.
    expect((await call(other.token, 'GET', BLOCKED_ENGINEERS)).body.data).toEqual([]);
    expect((await call(company.token, 'POST', BLOCKED_ENGINEERS, { engineer_id: company.user.id })).status).toBe(404);
    expect((await call(customer.token, 'POST', BLOCKED_ENGINEERS, { engineer_id: erin.user.id })).status).toBe(403);

    expect((await call(other.token, 'DELETE', BLOCKED_ENGINEERS, { engineer_id: frank.user.id })).status).toBe(404);
    expect((await call(company.token, 'DELETE', BLOCKED_ENGINEERS, { engineer_id: frank.user.id })).status).toBe(200);
    expect((await call(company.token, 'GET', BLOCKED_ENGINEERS)).body.data).toEqual([]);
  });
});
