import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ASSIGNMENT_ENDPOINTS, TRACK_RECORD_ENDPOINTS } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentApplications, ratings, users } from '../../db/schema';
import { callApi, createTestCompany, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { insertApplication } from '../../test/support/assignments';
import { insertTestAssignment } from '../../test/support/engineer-profile';
import { insertAssignedOrder } from '../../test/support/lifecycle';
import { createRatingTestApp, DAY_MS } from '../../test/support/ratings';

let app: TestApp;
let db: Database;
let clock: { now: Date };

beforeAll(async () => {
  ({ app, db, clock } = await createRatingTestApp());
});

type Company = TestAccount & { companyId: number };

async function rateEngineer(company: Company, engineer: TestAccount, stars: number, visibleAt: Date, commentedBy: 'company' | 'engineer' = 'company') {
  const order = await insertAssignedOrder(db, { company, engineer }, { status: 8, paidAt: new Date() });
  await db.insert(ratings).values({ assignmentId: order.id, companyId: company.companyId, engineerId: engineer.user.id, commentedBy, stars, visibleAt });
}

/** An order the engineer was assigned and gave back: open again, their application 'left'. */
async function insertLeftOrder(company: Company, engineer: TestAccount) {
  const order = await insertTestAssignment(db, { companyId: company.companyId, createdBy: company.user.id });
  const application = await insertApplication(db, { assignmentId: order.id, engineerId: engineer.user.id });
  await db.update(assignmentApplications).set({ status: 'left' }).where(eq(assignmentApplications.id, application.id));
}

/**
 * Erin's orders, by hand: with Acme a paid (on time), a pending payment (late), a cancelled one
 * (cancelled through the API) and an assigned one; with Bolt a pending approval (on time) and a
 * pending deliverables (on time, checked in, not completed); two leaves; company ratings 5 and 4
 * revealed, 1 not yet revealed, and a 1 she gave (not hers). Frank: one paid Bolt order, on time.
 */
async function seed() {
  const acme = await createTestCompany(db);
  const bolt = await createTestCompany(db);
  const erin = await createTestEngineer(db);
  const frank = await createTestEngineer(db);
  const withAcme = { company: acme, engineer: erin };
  const withBolt = { company: bolt, engineer: erin };
  await insertAssignedOrder(db, withAcme, { status: 8, checkInTiming: 'on_time', paidAt: new Date() });
  await insertAssignedOrder(db, withAcme, { status: 7, checkInTiming: 'late' });
  await insertAssignedOrder(db, withAcme, { status: 1 });
  const toCancel = await insertAssignedOrder(db, withAcme, { status: 2 });
  await insertAssignedOrder(db, withBolt, { status: 6, checkInTiming: 'on_time' });
  await insertAssignedOrder(db, withBolt, { status: 4, checkInTiming: 'on_time' });
  await insertLeftOrder(acme, erin);
  await insertLeftOrder(bolt, erin);
  const cancelled = await callApi(app, 'PATCH', COMPANY_ASSIGNMENT_ENDPOINTS.CANCEL, { token: acme.token, body: { assignment_id: toCancel.id } });
  expect(cancelled.status).toBe(200);
  await insertAssignedOrder(db, { company: bolt, engineer: frank }, { status: 8, checkInTiming: 'on_time', paidAt: new Date() });

  const past = new Date(clock.now.getTime() - DAY_MS);
  const future = new Date(clock.now.getTime() + DAY_MS);
  await rateEngineer(bolt, erin, 5, past);
  await rateEngineer(bolt, erin, 4, past);
  await rateEngineer(bolt, erin, 1, future);
  await rateEngineer(bolt, erin, 1, past, 'engineer');
  return { acme, bolt, erin, frank };
}

const memberSince = async (engineer: TestAccount) => {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, engineer.user.id));
  return row.createdAt.toISOString();
};

describe('track records', () => {
  it('counts each engineer’s orders, check-ins, cancellations, leaves and revealed ratings as a hand count does', async () => {
    const { acme, erin, frank } = await seed();
    // Acme's new order, on which both apply: the talent list and the profile show their records.
    const order = await insertTestAssignment(db, { companyId: acme.companyId, createdBy: acme.user.id });
    await insertApplication(db, { assignmentId: order.id, engineerId: erin.user.id });
    await insertApplication(db, { assignmentId: order.id, engineerId: frank.user.id });
    // The four paid Bolt orders the ratings hang on are completed orders of Erin's too.
    const erinForAcme = {
      engineer_id: erin.user.id,
      completed_orders: 3 + 4,
      completed_with_company: 2,
      check_ins: 4,
      on_time_check_ins: 3,
      on_time_rate: 0.75,
      cancelled_after_assignment: 1,
      leaves: 2,
      rating_average: 4.5,
      rating_count: 2,
      member_since: await memberSince(erin),
    };
    const frankForAcme = {
      engineer_id: frank.user.id,
      completed_orders: 1,
      completed_with_company: 0,
      check_ins: 1,
      on_time_check_ins: 1,
      on_time_rate: 1,
      cancelled_after_assignment: 0,
      leaves: 0,
      rating_average: null,
      rating_count: 0,
      member_since: await memberSince(frank),
    };

    const talent = await callApi(app, 'GET', `${COMPANY_ASSIGNMENT_ENDPOINTS.TALENT_ENGINEERS}?id=${order.id}`, { token: acme.token });
    expect(talent.status).toBe(200);
    const rows = talent.body.data as { engineer_id: number; track_record: unknown; rating_average: number | null; rating_count: number }[];
    expect(rows.map((row) => row.track_record)).toEqual([erinForAcme, frankForAcme]);
    expect(rows[0]).toMatchObject({ rating_average: 4.5, rating_count: 2 });

    const profile = await callApi(app, 'GET', `${COMPANY_ASSIGNMENT_ENDPOINTS.APPLICANT_PROFILE}?assignment_id=${order.id}&engineer_id=${erin.user.id}`, { token: acme.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.track_record).toEqual(erinForAcme);

    const own = await callApi(app, 'GET', TRACK_RECORD_ENDPOINTS.ENGINEER, { token: erin.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ ...erinForAcme, completed_with_company: null });

    // Once revealed, the third company rating counts.
    clock.now = new Date(clock.now.getTime() + 2 * DAY_MS);
    const later = await callApi(app, 'GET', TRACK_RECORD_ENDPOINTS.ENGINEER, { token: erin.token });
    expect(later.body.data).toMatchObject({ rating_average: 3.3, rating_count: 3 });
  });

  it('is the engineer’s own: company users get 403, no token 401', async () => {
    const company = await createTestCompany(db);
    expect((await callApi(app, 'GET', TRACK_RECORD_ENDPOINTS.ENGINEER, { token: company.token })).status).toBe(403);
    expect((await callApi(app, 'GET', TRACK_RECORD_ENDPOINTS.ENGINEER)).status).toBe(401);
  });
});
