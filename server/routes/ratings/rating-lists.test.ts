import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import { insertTestAssignment } from '../../test/support/engineer-profile';
import { insertAssignedOrder, type Parties } from '../../test/support/lifecycle';
import { createRatingTestApp, insertPaidOrder, listOf, rate, summaryOf } from '../../test/support/ratings';

// The four lists (paging, search, who sees what) and the ratings page's summary, on one company
// with two engineers, and a stranger company whose ratings must never show.

let app: TestApp;
let db: Database;
let company: Parties['company'];
let erin: TestAccount;
let frank: TestAccount;

const titles = (page: { data: { assignment_title: string }[] }) => page.data.map((rating) => rating.assignment_title);

/** A paid order of the company for the engineer, rated by both sides (so both show). */
async function ratedOrder(engineer: TestAccount, title: string, companyStars: number, engineerStars = 4, comment = 'Good to work with') {
  const order = await insertPaidOrder(db, { company, engineer }, { title });
  expect((await rate(app, 'company', company, order.id, companyStars, comment)).status).toBe(201);
  expect((await rate(app, 'engineer', engineer, order.id, engineerStars, `${comment} (engineer)`)).status).toBe(201);
  return order;
}

beforeAll(async () => {
  ({ app, db } = await createRatingTestApp());
  company = await createTestCompany(db);
  erin = await createTestEngineer(db, { first_name: 'Erin', last_name: 'Diaz' });
  frank = await createTestEngineer(db, { first_name: 'Frank', last_name: 'Moreno' });
  await ratedOrder(erin, 'Router install', 5, 5);
  await ratedOrder(erin, 'Kiosk setup', 4, 3, 'Tidy cabling');
  await ratedOrder(erin, 'Printer service', 4, 4);
  await ratedOrder(frank, 'Fiber splice', 2, 2, 'Arrived late');
  // Erin rated, the company not yet: hidden from the company, and waiting for its rating.
  const hidden = await insertPaidOrder(db, { company, engineer: erin }, { title: 'Signage install' });
  await rate(app, 'engineer', erin, hidden.id, 1, 'Never again');
  // Paid and not rated by anyone, and not paid yet.
  await insertPaidOrder(db, { company, engineer: frank }, { title: 'Rack cabling', paidAt: new Date(Date.now() + 1000) });
  await insertAssignedOrder(db, { company, engineer: erin }, { title: 'Awaiting payment', status: 7 });
  // A stranger company rates Erin: hers to see, never this company's.
  const stranger = await createTestCompany(db);
  const elsewhere = await insertPaidOrder(db, { company: stranger, engineer: erin }, { title: 'Elsewhere job' });
  await rate(app, 'company', stranger, elsewhere.id, 1, 'Elsewhere');
  await rate(app, 'engineer', erin, elsewhere.id, 5);
});

describe('the rating lists', () => {
  it('page newest first, with the total', async () => {
    const first = (await listOf(app, 'company', company, 'byCompany', '?page=1&per_page=3')).body.data;
    expect(first.total_count).toBe(4);
    expect(titles(first)).toEqual(['Fiber splice', 'Printer service', 'Kiosk setup']);
    const second = (await listOf(app, 'company', company, 'byCompany', '?page=2&per_page=3')).body.data;
    expect(titles(second)).toEqual(['Router install']);
    expect((await listOf(app, 'company', company, 'byCompany', '?per_page=0')).status).toBe(400);
  });

  it('search the order title, the counterpart’s name and the comment', async () => {
    const search = async (account: TestAccount, side: 'company' | 'engineer', list: 'byCompany' | 'byEngineer', text: string) =>
      titles((await listOf(app, side, account, list, `?search=${encodeURIComponent(text)}`)).body.data);
    expect(await search(company, 'company', 'byCompany', 'kiosk')).toEqual(['Kiosk setup']);
    expect(await search(company, 'company', 'byCompany', 'frank mor')).toEqual(['Fiber splice']);
    expect(await search(company, 'company', 'byEngineer', 'tidy cabling (engineer')).toEqual(['Kiosk setup']);
    expect(await search(erin, 'engineer', 'byCompany', 'Test Company')).toHaveLength(4);
    expect(await search(erin, 'engineer', 'byCompany', '100%')).toEqual([]);
  });

  it('show each side what it gave, and what it received once revealed, of its own orders only', async () => {
    const companyReceived = (await listOf(app, 'company', company, 'byEngineer')).body.data;
    expect(companyReceived.total_count).toBe(4);
    expect(titles(companyReceived)).not.toContain('Signage install');
    const erinGave = titles((await listOf(app, 'engineer', erin, 'byEngineer')).body.data);
    expect(erinGave).toEqual(['Elsewhere job', 'Signage install', 'Printer service', 'Kiosk setup', 'Router install']);
    expect(titles((await listOf(app, 'engineer', erin, 'byCompany')).body.data)).toEqual(['Elsewhere job', 'Printer service', 'Kiosk setup', 'Router install']);
    expect((await listOf(app, 'engineer', frank, 'byCompany')).body.data.total_count).toBe(1);
    // A customer sees only the orders they posted: none here.
    const customer = await createTestCustomer(db, company.companyId);
    expect((await listOf(app, 'company', customer, 'byCompany')).body.data).toEqual({ total_count: 0, data: [] });
  });
});

describe('the ratings summary', () => {
  it('averages the revealed ratings received, counts them per star and lists the paid orders left to rate', async () => {
    const erinSummary = (await summaryOf(app, 'engineer', erin)).body.data;
    // 5, 4, 4 from the company and 1 from the stranger.
    expect(erinSummary).toMatchObject({ average: 3.5, count: 4, given_count: 5, pending_count: 0, pending: [] });
    expect(erinSummary.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);

    const companySummary = (await summaryOf(app, 'company', company)).body.data;
    // 5, 3, 4, 2 revealed; Erin's 1 on the signage install is still hidden.
    expect(companySummary).toMatchObject({ average: 3.5, count: 4, given_count: 4, pending_count: 2 });
    expect(companySummary.pending).toEqual([
      { assignment_id: expect.any(Number), title: 'Rack cabling', counterpart_name: 'Frank Moreno', paid_at: expect.any(String) },
      { assignment_id: expect.any(Number), title: 'Signage install', counterpart_name: 'Erin Diaz', paid_at: expect.any(String) },
    ]);
    expect((await summaryOf(app, 'engineer', frank)).body.data).toMatchObject({ average: 2, count: 1, pending_count: 1, pending: [{ title: 'Rack cabling', counterpart_name: 'Test Company' }] });
  });
});

describe('find work', () => {
  it('shows each open order’s company rating from the revealed ratings engineers gave', async () => {
    await insertTestAssignment(db, { companyId: company.companyId, createdBy: company.user.id, title: 'Open job' });
    const rows = (await callApi(app, 'GET', ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, { token: (await createTestEngineer(db)).token })).body.data.data;
    // 5, 3, 4 from Erin and 2 from Frank; Erin's 1 on the signage install is still hidden.
    expect(rows).toMatchObject([{ title: 'Open job', company_rating_average: 3.5, company_rating_count: 4 }]);
  });
});
