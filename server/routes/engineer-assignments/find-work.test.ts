import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentApplications, ratings } from '../../db/schema';
import { callApi, createTestCustomer, createTestEngineer, type TestApp } from '../../test/helpers';
import { createEngineerTestApp, insertTestAssignment } from '../../test/support/engineer-profile';
import { addSkills, createEngineerIn, createMarket, titlesOf, type Market } from '../../test/support/engineer-assignments';

let app: TestApp;
let db: Database;
let market: Market;

beforeAll(async () => {
  ({ app, db } = await createEngineerTestApp());
  market = await createMarket(db);
});

const findWork = (token: string, query = '') => callApi(app, 'GET', `/engineers/get-assignment${query}`, { token });

describe('find work', () => {
  it('lists open orders nearest first, with distances from the engineer’s home', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const { status, body } = await findWork(erin.token, '?per_page=100');
    expect(status).toBe(200);
    const mine = body.data.data.filter((row: { title: string }) => Object.values(market.orders).some((order) => order.title === row.title));
    expect(mine.map((row: { title: string }) => row.title)).toEqual([
      'POS install – Austin',
      'Rack cabling – Round Rock',
      'Fiber splice – Dallas',
      'Kiosk setup – New York',
      'Remote router config',
    ]);
    const distance = Object.fromEntries(mine.map((row: { title: string; distance_miles: number | null }) => [row.title, row.distance_miles]));
    expect(distance['POS install – Austin']).toBe(0);
    expect(distance['Rack cabling – Round Rock']).toBeGreaterThan(16);
    expect(distance['Rack cabling – Round Rock']).toBeLessThan(18);
    expect(distance['Fiber splice – Dallas']).toBeGreaterThan(178);
    expect(distance['Fiber splice – Dallas']).toBeLessThan(186);
    expect(distance['Kiosk setup – New York']).toBeGreaterThan(1400);
    expect(distance['Remote router config']).toBeNull();
    expect(mine[1]).toMatchObject({ company_name: 'Test Company', city_name: 'Round Rock', state_name: 'Texas', engineer_status: null, my_application: null, fixed_amount: 450 });
  });

  it('gives each on-site order its site’s coordinates for the map, and a remote one none', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const { body } = await findWork(erin.token, '?per_page=100');
    type Row = { title: string; latitude: number | null; longitude: number | null };
    const site = (title: string) => (body.data.data as Row[]).find((row) => row.title === title);
    expect(site('Fiber splice – Dallas')).toMatchObject({ latitude: market.cities.dallas.latitude, longitude: market.cities.dallas.longitude });
    expect(site('Rack cabling – Round Rock')).toMatchObject({ latitude: market.cities.roundRock.latitude, longitude: market.cities.roundRock.longitude });
    expect(site('Remote router config')).toMatchObject({ latitude: null, longitude: null });
  });

  it('keeps orders within the travel distance, plus remote ones, with within_distance=true', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin, 50);
    const near = await findWork(erin.token, '?within_distance=true&per_page=100');
    expect(titlesOf(near.body)).toEqual(['POS install – Austin', 'Rack cabling – Round Rock', 'Remote router config']);
    expect(near.body.data.total_count).toBe(3);

    const homebody = await createEngineerIn(app, db, market.cities.austin, 10, 'Hal');
    expect(titlesOf((await findWork(homebody.token, '?within_distance=true')).body)).toEqual(['POS install – Austin', 'Remote router config']);

    const frank = await createEngineerIn(app, db, market.cities.dallas, 30, 'Frank');
    expect(titlesOf((await findWork(frank.token, '?within_distance=true')).body)).toEqual(['Fiber splice – Dallas', 'Remote router config']);
  });

  it('needs a home and a travel distance to filter by distance; without one distances are unknown', async () => {
    const newcomer = await createTestEngineer(db);
    const filtered = await findWork(newcomer.token, '?within_distance=true');
    expect(filtered.status).toBe(409);
    expect(filtered.body.message).toBe('Add your city and travel distance to your profile to find work near you.');
    const all = await findWork(newcomer.token, '?per_page=100');
    expect(all.status).toBe(200);
    expect(all.body.data.data.every((row: { distance_miles: number | null }) => row.distance_miles === null)).toBe(true);
  });

  it('filters by skills (any of), payment type, minimum pay and start dates', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    await addSkills(db, market.orders.dallas.id, [3, 4]);
    await addSkills(db, market.orders.austin.id, [5]);

    const skilled = await findWork(erin.token, '?skill_ids=4,5');
    expect(titlesOf(skilled.body)).toEqual(['POS install – Austin', 'Fiber splice – Dallas']);
    expect(skilled.body.data.data[1].skills).toEqual([
      { id: 4, name: 'Fiber Optic Termination and Testing' },
      { id: 3, name: 'Fiber Splicing' },
    ]);

    expect(titlesOf((await findWork(erin.token, '?payment_type=1')).body)).toEqual(['POS install – Austin']);
    expect(titlesOf((await findWork(erin.token, '?min_pay=400')).body)).toEqual(['Rack cabling – Round Rock', 'Fiber splice – Dallas']);
    expect(titlesOf((await findWork(erin.token, '?min_pay=50&payment_type=1')).body)).toEqual(['POS install – Austin']);

    const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const window = await findWork(erin.token, `?start_from=${day(4)}&start_to=${day(11)}&sort_by=start_at`);
    expect(titlesOf(window.body)).toEqual(['Fiber splice – Dallas', 'Remote router config', 'POS install – Austin']);
  });

  it('leaves out orders the engineer applied to, assigned and cancelled ones; a withdrawn application shows the order again', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const { orders, company } = market;
    const base = { companyId: company.companyId, createdBy: company.user.id };
    const extra = [
      await insertTestAssignment(db, { ...base, title: 'Gone – assigned', status: 1, assignedEngineerId: erin.user.id }),
      await insertTestAssignment(db, { ...base, title: 'Gone – cancelled', status: 10, cancelledAt: new Date() }),
    ];
    await db.insert(assignmentApplications).values({ assignmentId: orders.austin.id, engineerId: erin.user.id });
    await db.insert(assignmentApplications).values({ assignmentId: orders.dallas.id, engineerId: erin.user.id, status: 'withdrawn' });

    const titles = titlesOf((await findWork(erin.token, '?per_page=100')).body);
    expect(titles).not.toContain('POS install – Austin');
    expect(titles).toContain('Fiber splice – Dallas');
    for (const order of extra) expect(titles).not.toContain(order.title);
  });

  it('pages and checks its query', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const first = await findWork(erin.token, '?per_page=2&page=1');
    const second = await findWork(erin.token, '?per_page=2&page=2');
    expect(first.body.data.data).toHaveLength(2);
    expect(first.body.data.total_count).toBe(second.body.data.total_count);
    expect(second.body.data.data[0].id).not.toBe(first.body.data.data[1].id);

    const bad = await findWork(erin.token, '?within_distance=maybe&skill_ids=a,b&min_pay=-1&sort_by=price&start_from=2030-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['min_pay', 'skill_ids', 'sort_by', 'start_from', 'within_distance']);
  });
});

describe('work-order details for an engineer', () => {
  it('shows an open order with distance, company rating and no customer or other engineers', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const { orders, company } = market;
    const frank = await createTestEngineer(db, { first_name: 'Frank' });
    await db.insert(ratings).values([
      { assignmentId: orders.newYork.id, companyId: company.companyId, engineerId: frank.user.id, commentedBy: 'engineer', stars: 5 },
      { assignmentId: orders.remote.id, companyId: company.companyId, engineerId: frank.user.id, commentedBy: 'engineer', stars: 4 },
      { assignmentId: orders.remote.id, companyId: company.companyId, engineerId: frank.user.id, commentedBy: 'company', stars: 1 },
    ]);
    const { status, body } = await callApi(app, 'GET', `/engineers/get-assignment-details?id=${orders.roundRock.id}`, { token: erin.token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: orders.roundRock.id,
      status: 0,
      basic_info: { title: 'Rack cabling – Round Rock' },
      location: { city_name: 'Round Rock' },
      pricing: { payment_type: 2, fixed_amount: 450 },
      company: { name: 'Test Company', rating_average: 4.5, rating_count: 2 },
      engineer_status: null,
      my_application: null,
      is_assigned_to_me: false,
      can_download_documents: false,
    });
    expect(body.data.distance_miles).toBeCloseTo(17, 0);
    for (const hidden of ['customer_id', 'customer_name', 'assigned_engineer', 'applicant_count']) expect(body.data).not.toHaveProperty(hidden);
  });

  it('hides orders that are neither open nor the engineer’s (404), and refuses other roles (403)', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const taken = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, status: 1 });
    const cancelled = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, status: 10, cancelledAt: new Date() });
    for (const id of [taken.id, cancelled.id, 999_999]) {
      expect((await callApi(app, 'GET', `/engineers/get-assignment-details?id=${id}`, { token: erin.token })).status).toBe(404);
    }
    const customer = await createTestCustomer(db, market.company.companyId);
    const id = market.orders.austin.id;
    const workPaths: [method: string, path: string, body?: unknown][] = [
      ['GET', '/engineers/get-assignment'],
      ['GET', `/engineers/get-assignment-details?id=${id}`],
      ['GET', '/engineers/get-applied-assignment'],
      ['GET', `/engineers/get-applied-assignment-details?id=${id}`],
      ['POST', '/engineers/apply-assignment', { assignment_id: id }],
      ['POST', '/engineers/create-counter-offer', { assignment_id: id, payment_type: 2, fixed_amount: 10, reason: 'r' }],
      ['PATCH', '/engineers/leave-assignment', { assignment_id: id }],
      ['GET', '/engineers/assignment-document?id=1'],
    ];
    for (const [method, path, body] of workPaths) {
      for (const token of [market.company.token, customer.token]) expect((await callApi(app, method, path, { token, body })).status, path).toBe(403);
      expect((await callApi(app, method, path, { body })).status, path).toBe(401);
    }
    expect((await callApi(app, 'GET', '/engineers/get-assignment-details?id=x', { token: erin.token })).status).toBe(400);
  });
});
