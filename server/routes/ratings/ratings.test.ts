import { beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { API_V1_BASE, ENGINEER_ROUTES, RATING_ENDPOINTS, WORK_ORDER_ROUTES } from '@/constants';
import type { Database } from '../../db/client';
import { getEngineerRatingSummary } from '../../domain/assignments/rating-summary';
import { ALREADY_RATED_MESSAGE } from '../../domain/ratings/give-rating';
import { callApi, createTestCustomer, createTestEngineer, type TestApp } from '../../test/helpers';
import { createParties, type Parties } from '../../test/support/lifecycle';
import { createRatingTestApp, DAY_MS, insertPaidOrder, listOf, orderRatingOf, rate, ratingNotices, ratingRows } from '../../test/support/ratings';
import { documentedSecurity } from '../../test/support/documented-security';

let app: TestApp;
let db: Database;
let clock: { now: Date };
let parties: Parties;

beforeAll(async () => {
  ({ app, db, clock } = await createRatingTestApp());
  parties = await createParties(db);
});

beforeEach(() => {
  clock.now = new Date();
});

describe('double-blind ratings', () => {
  it('hides the first rating from the rated side until the other side rates; then both show at once', async () => {
    const order = await insertPaidOrder(db, parties);
    const given = await rate(app, 'engineer', parties.engineer, order.id, 5, 'Clear scope, paid on time');
    expect(given.status).toBe(201);
    expect(given.body.message).toBe('Thanks for your rating. It shows to the other side once they rate you too, or when the reveal period ends.');
    expect(given.body.data).toMatchObject({
      assignment_id: order.id,
      commented_by: 'engineer',
      stars: 5,
      comment: 'Clear scope, paid on time',
      author_name: 'Erin Person',
      company_name: 'Test Company',
      visible_at: new Date(clock.now.getTime() + 7 * DAY_MS).toISOString(),
      is_revealed: false,
    });
    // The author sees it; the company side does not, and is told without the stars.
    expect((await listOf(app, 'engineer', parties.engineer, 'byEngineer')).body.data.total_count).toBe(1);
    expect((await listOf(app, 'company', parties.company, 'byEngineer')).body.data).toEqual({ total_count: 0, data: [] });
    expect((await orderRatingOf(app, 'company', parties.company, order.id)).body.data).toMatchObject({ can_rate: true, mine: null, theirs: null, counterpart_name: 'Erin Person' });
    const [notice] = await ratingNotices(db, parties.company.user.id);
    expect(notice).toMatchObject({ title: 'Erin Person rated you', assignmentId: order.id, link: WORK_ORDER_ROUTES.company.workOrderDetails(order.id) });
    expect(notice.body).toContain('Rate them too to see their rating');
    expect(notice.body).not.toMatch(/5|star/i);

    clock.now = new Date(clock.now.getTime() + DAY_MS);
    expect(await rate(app, 'company', parties.company, order.id, 3, 'Late to the site')).toMatchObject({
      status: 201,
      body: { message: 'Thanks for your rating. You have both rated, so both ratings are visible now.', data: { is_revealed: true } },
    });
    const rows = await ratingRows(db, order.id);
    expect(rows.map((row) => row.visibleAt.toISOString())).toEqual([clock.now.toISOString(), clock.now.toISOString()]);
    expect(rows.map((row) => row.authorId)).toEqual([parties.engineer.user.id, parties.company.user.id]);

    const engineerView = (await orderRatingOf(app, 'engineer', parties.engineer, order.id)).body.data;
    expect(engineerView).toMatchObject({ can_rate: false, mine: { stars: 5, is_revealed: true }, theirs: { stars: 3, comment: 'Late to the site', author_name: 'Alice Person' } });
    expect((await orderRatingOf(app, 'company', parties.company, order.id)).body.data).toMatchObject({ can_rate: false, mine: { stars: 3 }, theirs: { stars: 5 } });
    expect((await listOf(app, 'company', parties.company, 'byEngineer')).body.data.total_count).toBe(1);
    expect((await listOf(app, 'engineer', parties.engineer, 'byCompany')).body.data.data).toMatchObject([{ stars: 3, commented_by: 'company' }]);
    expect((await ratingNotices(db, parties.engineer.user.id)).at(-1)).toMatchObject({
      title: 'Test Company rated you',
      body: expect.stringContaining('both ratings are visible now'),
      link: ENGINEER_ROUTES.myWorkDetails(order.id),
    });
  });

  it('reveals a rating on the reveal day when the other side never rates', async () => {
    const rated = await createParties(db);
    const order = await insertPaidOrder(db, rated);
    const givenAt = clock.now;
    expect((await rate(app, 'company', rated.company, order.id, 2)).status).toBe(201);
    const engineerSees = async () => (await listOf(app, 'engineer', rated.engineer, 'byCompany')).body.data.total_count;

    clock.now = new Date(givenAt.getTime() + 7 * DAY_MS - 60_000);
    expect(await engineerSees()).toBe(0);
    expect((await orderRatingOf(app, 'engineer', rated.engineer, order.id)).body.data.theirs).toBeNull();
    expect(await getEngineerRatingSummary({ db, engineerId: rated.engineer.user.id, now: clock.now })).toEqual({ rating_average: null, rating_count: 0 });

    clock.now = new Date(givenAt.getTime() + 7 * DAY_MS);
    expect(await engineerSees()).toBe(1);
    expect((await orderRatingOf(app, 'engineer', rated.engineer, order.id)).body.data).toMatchObject({ can_rate: true, theirs: { stars: 2 } });
    expect(await getEngineerRatingSummary({ db, engineerId: rated.engineer.user.id, now: clock.now })).toEqual({ rating_average: 2, rating_count: 1 });

    // Rating back after the reveal keeps the first rating's time and shows the new one at once.
    expect((await rate(app, 'engineer', rated.engineer, order.id)).status).toBe(201);
    expect((await ratingRows(db, order.id)).map((row) => row.visibleAt.toISOString())).toEqual([clock.now.toISOString(), clock.now.toISOString()]);
  });

  it('reveals both when the two sides rate at the same moment', async () => {
    const order = await insertPaidOrder(db, parties);
    const answers = await Promise.all([rate(app, 'engineer', parties.engineer, order.id), rate(app, 'company', parties.company, order.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect((await ratingRows(db, order.id)).every((row) => row.visibleAt.getTime() === clock.now.getTime())).toBe(true);
  });
});

describe('who may rate what, and when', () => {
  it('takes one rating per side per order, also from racing requests of the same side', async () => {
    const customer = await createTestCustomer(db, parties.company.companyId);
    const order = await insertPaidOrder(db, parties, { customerId: customer.user.customer_id, createdBy: customer.user.id });
    const answers = await Promise.all([rate(app, 'company', parties.company, order.id, 5), rate(app, 'company', customer, order.id, 1)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ message: ALREADY_RATED_MESSAGE, code: 'conflict' });
    expect(await rate(app, 'company', parties.company, order.id)).toMatchObject({ status: 409 });
    expect((await rate(app, 'engineer', parties.engineer, order.id)).status).toBe(201);
    expect((await rate(app, 'engineer', parties.engineer, order.id)).status).toBe(409);
    expect(await ratingRows(db, order.id)).toHaveLength(2);
  });

  it('refuses a rating before the order is paid', async () => {
    const order = await insertPaidOrder(db, parties, { status: 7, paidAt: null });
    expect(await rate(app, 'engineer', parties.engineer, order.id)).toEqual({ status: 409, body: { message: 'A work order can be rated once it is paid; it is Pending Payment.', code: 'conflict' } });
    expect((await rate(app, 'company', parties.company, order.id)).status).toBe(409);
    expect((await orderRatingOf(app, 'company', parties.company, order.id)).body.data.can_rate).toBe(false);
  });

  it('answers 404 for another tenant’s order, an order not assigned to the engineer, or another customer’s', async () => {
    const order = await insertPaidOrder(db, parties);
    const strangers = await createParties(db);
    expect((await rate(app, 'company', strangers.company, order.id)).status).toBe(404);
    expect((await rate(app, 'engineer', strangers.engineer, order.id)).status).toBe(404);
    expect((await rate(app, 'engineer', await createTestEngineer(db), order.id)).status).toBe(404);
    const otherCustomer = await createTestCustomer(db, parties.company.companyId);
    expect((await rate(app, 'company', otherCustomer, order.id)).status).toBe(404);
    expect((await orderRatingOf(app, 'company', strangers.company, order.id)).status).toBe(404);
    expect((await orderRatingOf(app, 'engineer', strangers.engineer, order.id)).status).toBe(404);
    expect(await ratingRows(db, order.id)).toHaveLength(0);
  });

  it('lets each side use only its own paths, and checks the input', async () => {
    const order = await insertPaidOrder(db, parties);
    const body = { assignment_id: order.id, stars: 4, comment: 'Fine' };
    expect((await callApi(app, 'POST', RATING_ENDPOINTS.GIVE_TO_ENGINEER, { token: parties.engineer.token, body })).status).toBe(403);
    expect((await callApi(app, 'POST', RATING_ENDPOINTS.GIVE_TO_COMPANY, { token: parties.company.token, body })).status).toBe(403);
    expect((await callApi(app, 'POST', RATING_ENDPOINTS.GIVE_TO_COMPANY, { body })).status).toBe(401);
    expect((await callApi(app, 'GET', RATING_ENDPOINTS.COMPANY_SUMMARY, { token: parties.engineer.token })).status).toBe(403);
    const bad = await callApi(app, 'POST', RATING_ENDPOINTS.GIVE_TO_COMPANY, { token: parties.engineer.token, body: { assignment_id: order.id, stars: 6, comment: '  ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'stars', message: 'Choose from 1 to 5 stars' },
      { path: 'comment', message: 'Write a comment' },
    ]);
    expect((await rate(app, 'engineer', parties.engineer, order.id, 2.5)).status).toBe(400);
  });
});

describe('the ratings paths', () => {
  it('are documented with bearer security and refuse anonymous callers', async () => {
    const { body } = await callApi(app, 'GET', '/openapi.json');
    for (const path of Object.values(RATING_ENDPOINTS)) {
      const method = path.includes('give-rating') ? 'post' : 'get';
      const operation = body.paths[`${API_V1_BASE}${path}`]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation.security).toEqual(documentedSecurity(method, path, path.startsWith('/engineers/') ? ['field_engineer'] : ['company', 'customer']));
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining([method === 'post' ? '201' : '200', '401', '403']));
      expect((await callApi(app, method.toUpperCase(), path)).status).toBe(401);
    }
  });
});
