import { eq } from 'drizzle-orm';
import { RATING_ENDPOINTS } from '@/constants';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { notifications, ratings } from '../../db/schema';
import { callApi, getTestDb, type TestAccount, type TestApp } from '../helpers';
import { insertAssignedOrder, type Parties } from './lifecycle';

// Test support for ratings: an app on a clock the test moves (the reveal day), paid orders,
// and calls to rate and read ratings as either side.

export const DAY_MS = 24 * 3600 * 1000;

/** The app with a clock of its own: set `clock.now` to move time. */
export async function createRatingTestApp() {
  const db: Database = await getTestDb();
  const clock = { now: new Date() };
  const app = createApp({ db, mailer: async () => undefined, now: () => clock.now });
  return { app, db, clock };
}

/** An order of the parties' company, assigned to their engineer and paid. */
export const insertPaidOrder = (db: Database, parties: Parties, values: Parameters<typeof insertAssignedOrder>[2] = {}) =>
  insertAssignedOrder(db, parties, { status: 8, paidAt: new Date(), ...values });

type Side = 'engineer' | 'company';

/** Rates as the engineer (the company) or as a company-side user (the engineer). */
export const rate = (app: TestApp, side: Side, account: TestAccount, assignmentId: number, stars = 4, comment = 'Good to work with') =>
  callApi(app, 'POST', side === 'engineer' ? RATING_ENDPOINTS.GIVE_TO_COMPANY : RATING_ENDPOINTS.GIVE_TO_ENGINEER, { token: account.token, body: { assignment_id: assignmentId, stars, comment } });

const LISTS = {
  engineer: { byCompany: RATING_ENDPOINTS.ENGINEER_BY_COMPANY, byEngineer: RATING_ENDPOINTS.ENGINEER_BY_ENGINEER, summary: RATING_ENDPOINTS.ENGINEER_SUMMARY, order: RATING_ENDPOINTS.ENGINEER_ORDER },
  company: { byCompany: RATING_ENDPOINTS.COMPANY_BY_COMPANY, byEngineer: RATING_ENDPOINTS.COMPANY_BY_ENGINEER, summary: RATING_ENDPOINTS.COMPANY_SUMMARY, order: RATING_ENDPOINTS.COMPANY_ORDER },
};

/** One of a side's lists: ratings commented by the company side or by engineers. */
export const listOf = (app: TestApp, side: Side, account: TestAccount, commentedBy: 'byCompany' | 'byEngineer', query = '') =>
  callApi(app, 'GET', `${LISTS[side][commentedBy]}${query}`, { token: account.token });

export const summaryOf = (app: TestApp, side: Side, account: TestAccount) => callApi(app, 'GET', LISTS[side].summary, { token: account.token });

export const orderRatingOf = (app: TestApp, side: Side, account: TestAccount, assignmentId: number) =>
  callApi(app, 'GET', `${LISTS[side].order}?assignment_id=${assignmentId}`, { token: account.token });

export const ratingRows = (db: Database, assignmentId: number) => db.select().from(ratings).where(eq(ratings.assignmentId, assignmentId)).orderBy(ratings.id);

export const ratingNotices = async (db: Database, userId: number) =>
  (await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)).filter((notice) => notice.kind === 'rating');
