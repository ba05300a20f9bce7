import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ASSIGNMENT_ENDPOINTS, ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type { Database } from '../../db/client';
import { pointAt } from '../../test/support/travel-box';
import { callApi, createTestCompany, type TestApp } from '../../test/helpers';
import { createEngineerTestApp, findCity, insertTestAssignment } from '../../test/support/engineer-profile';
import { createEngineerIn } from '../../test/support/engineer-assignments';

// Find work reads remote orders and orders near home apart (a bounding box before the exact
// distance) and merges them; these pin the edges of that and the capped total.

let app: TestApp;
let db: Database;
let austin: Awaited<ReturnType<typeof findCity>>;
let home: { latitude: number; longitude: number };
let company: Awaited<ReturnType<typeof createTestCompany>>;

const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  ({ app, db } = await createEngineerTestApp());
  austin = await findCity(db, 'Austin', 'Texas');
  home = { latitude: austin.latitude!, longitude: austin.longitude! };
  company = await createTestCompany(db);
  const post = (title: string, days: number, where: { latitude: number; longitude: number } | 'remote') =>
    insertTestAssignment(db, {
      companyId: company.companyId,
      createdBy: company.user.id,
      title,
      startAt: new Date(Date.now() + days * DAY),
      ...(where === 'remote' ? { locationTypeId: 2 } : { ...where, cityId: austin.id, stateId: austin.stateId, countryId: austin.countryId }),
    });
  // Posted out of order, so that the order of the answers is the sort's, not the insertion's.
  await post('North 49.9 mi', 4, pointAt(home, 49.9, 0));
  await post('Remote late', 9, 'remote');
  await post('East 50.2 mi', 2, pointAt(home, 50.2, 90));
  await post('South 20 mi', 6, pointAt(home, 20, 180));
  await post('Remote early', 1, 'remote');
  await post('West 49.9 mi', 3, pointAt(home, 49.9, 270));
  await post('Remote middle', 5, 'remote');
  await post('Far north 300 mi', 8, pointAt(home, 300, 10));
  await post('Here', 7, home);
});

type Page = { total_count: number; total_capped: boolean; data: { title: string; distance_miles: number | null }[] };

async function findWork(token: string, query: string): Promise<Page> {
  const { status, body } = await callApi(app, 'GET', `${ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}?${query}`, { token });
  expect(status, query).toBe(200);
  return body.data;
}

/** Every page of `query` at `perPage`, joined. */
async function allPages(token: string, query: string, perPage: number) {
  const titles: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await findWork(token, `${query}&per_page=${perPage}&page=${page}`);
    titles.push(...answer.data.map((row) => row.title));
    if (answer.data.length < perPage) return { titles, total: answer.total_count };
  }
}

describe('find work within the travel distance', () => {
  it('keeps orders just inside the distance in every direction, leaves out one just outside, and adds remote ones after', async () => {
    const erin = await createEngineerIn(app, db, austin, 50);
    const page = await findWork(erin.token, 'within_distance=true&per_page=100');
    expect(page.data.map((row) => row.title)).toEqual(['Here', 'South 20 mi', 'West 49.9 mi', 'North 49.9 mi', 'Remote early', 'Remote middle', 'Remote late']);
    expect(page.data.map((row) => row.distance_miles)).toEqual([0, 20, 49.9, 49.9, null, null, null]);
    expect(page).toMatchObject({ total_count: 7, total_capped: false });
  });

  it('pages exactly across the on-site and remote parts, in every sort', async () => {
    const erin = await createEngineerIn(app, db, austin, 50);
    for (const sort of ['sort_by=distance', 'sort_by=distance&order=desc', 'sort_by=start_at', 'sort_by=start_at&order=desc', 'sort_by=created_at&order=desc']) {
      const query = `within_distance=true&${sort}`;
      const whole = (await findWork(erin.token, `${query}&per_page=100`)).data.map((row) => row.title);
      expect(whole, sort).toHaveLength(7);
      for (const perPage of [1, 2, 3]) expect(await allPages(erin.token, query, perPage), `${sort} by ${perPage}`).toEqual({ titles: whole, total: 7 });
    }
    // "Newest first": posting date descending when no order is given.
    const newest = (await findWork(erin.token, 'within_distance=true&sort_by=created_at&per_page=100')).data.map((row) => row.title);
    expect(newest).toEqual((await findWork(erin.token, 'within_distance=true&sort_by=created_at&order=desc&per_page=100')).data.map((row) => row.title));
    expect(newest).not.toEqual((await findWork(erin.token, 'within_distance=true&sort_by=created_at&order=asc&per_page=100')).data.map((row) => row.title));
    const byStart = await findWork(erin.token, 'within_distance=true&sort_by=start_at&per_page=100');
    expect(byStart.data.map((row) => row.title)).toEqual(['Remote early', 'West 49.9 mi', 'North 49.9 mi', 'Remote middle', 'South 20 mi', 'Here', 'Remote late']);
  });
});

describe('find work nearest first, with no distance filter', () => {
  it('lists every order nearest first whatever the page size (the search area grows until it holds the page)', async () => {
    const erin = await createEngineerIn(app, db, austin, 5);
    const whole = (await findWork(erin.token, 'per_page=100')).data.map((row) => row.title);
    expect(whole).toEqual(['Here', 'South 20 mi', 'West 49.9 mi', 'North 49.9 mi', 'East 50.2 mi', 'Far north 300 mi', 'Remote early', 'Remote middle', 'Remote late']);
    for (const perPage of [1, 2, 4]) expect(await allPages(erin.token, '', perPage)).toEqual({ titles: whole, total: 9 });
    // Farthest first; equal distances still by start; no distance (remote) still last.
    const farthest = ['Far north 300 mi', 'East 50.2 mi', 'West 49.9 mi', 'North 49.9 mi', 'South 20 mi', 'Here', 'Remote early', 'Remote middle', 'Remote late'];
    expect(await allPages(erin.token, 'order=desc', 4)).toEqual({ titles: farthest, total: 9 });
  });
});

describe('counted totals', () => {
  it('count up to 1,000 and then say so, and still page exactly to the last row', async () => {
    const bulk = await createTestCompany(db, { email: 'bulk@example.test' });
    await db.execute(sql`insert into assignments (company_id, created_by, title, description, location_type_id, start_at, timezone, payment_type_id, fixed_amount)
      select ${bulk.companyId}, ${bulk.user.id}, 'Bulk ' || g, 'Remote work', 2, now() + interval '30 days', 'America/Chicago', 2, 100 from generate_series(1, 1005) g`);
    const erin = await createEngineerIn(app, db, austin, 50);
    expect(await findWork(erin.token, 'per_page=10')).toMatchObject({ total_count: 1000, total_capped: true });
    expect(await findWork(erin.token, 'within_distance=true&per_page=10')).toMatchObject({ total_count: 1000, total_capped: true });
    // 9 orders above and 1005 remote ones: the page past 1,000 counts that far, and the last page is exact.
    const last = await findWork(erin.token, 'per_page=10&page=102');
    expect(last).toMatchObject({ total_count: 1014, total_capped: false });
    expect(last.data).toHaveLength(4);

    const list = (query: string) => callApi(app, 'GET', `${COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}?${query}`, { token: bulk.token });
    expect((await list('per_page=10')).body.data).toMatchObject({ total_count: 1000, total_capped: true });
    expect((await list('per_page=10&page=101')).body.data).toMatchObject({ total_count: 1005, total_capped: false });
    expect((await list('per_page=10&status=0')).body.data.data).toHaveLength(10);
  });
});
