import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { countStatements, type StatementCounter } from '../../db/statement-counter';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, getTestDatabaseHandle, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp, fileOf, insertApplication, pdfBytes, postAssignment, validDraft } from '../../test/support/assignments';

// How many statements the company side's details send, so the count cannot creep back up: the
// token check, the party check (the order), then together the details row (names, skills, rating,
// deliverables, documents, routing), the work progress row (expenses, payment, terms) and, when
// asked for and assigned, the counter offer. Counted on whichever database the suite runs on
// (PGlite or DATABASE_URL); round trips are left to npm run bench:statements.

const DETAILS_MAX_STATEMENTS = 5;

let app: TestApp;
let db: Database;
let counter: StatementCounter;
let company: TestAccount;
let customer: TestAccount;
let openOrderId: number;
let assignedOrderId: number;

beforeAll(async () => {
  counter = countStatements(await getTestDatabaseHandle());
  ({ app, db } = await createCompanyTestApp());
  company = await createTestCompany(db);
  customer = await createTestCustomer(db, company.user.company_id!);
  const engineer = await createTestEngineer(db);
  const draft = await validDraft(db, { deliverables: [{ name: 'Photos of the installed terminals', document_type_id: 2, is_required: true }] });
  openOrderId = (await postAssignment(app, customer.token, draft, [fileOf(pdfBytes(), 'scope.pdf')])).id;
  assignedOrderId = (await postAssignment(app, customer.token, draft, [fileOf(pdfBytes(), 'scope.pdf')])).id;
  await insertApplication(db, { assignmentId: assignedOrderId, engineerId: engineer.user.id, counter: { paymentTypeId: 2, fixedAmount: 500, reason: 'Two trips' } });
  const assigned = await callApi(app, 'PATCH', '/customers/assign-assignment', { token: company.token, body: { assignment_id: assignedOrderId, engineer_id: engineer.user.id } });
  expect(assigned.status).toBe(200);
});

describe('statements per request', () => {
  it.each([
    ['the company, an open order', 'company', 'open', ''],
    ['the company, an assigned order with its counter offer', 'company', 'assigned', '&include_counter_offer_data=true'],
    ['the customer, an open order', 'customer', 'open', ''],
    ['the customer, an assigned order with its counter offer', 'customer', 'assigned', '&include_counter_offer_data=true'],
  ] as const)('details, as %s: at most 5 statements', async (_, role, which, query) => {
    const { token } = role === 'company' ? company : customer;
    const path = `/customers/get-assignment-details?id=${which === 'open' ? openOrderId : assignedOrderId}${query}`;
    // Counted on a second request, as a page's later visits are.
    expect((await callApi(app, 'GET', path, { token })).status).toBe(200);

    const { result, tally } = await counter.measure(() => callApi(app, 'GET', path, { token }));
    expect(result.status).toBe(200);
    expect(result.body.data.documents).toHaveLength(1);
    expect(result.body.data.deliverables).toHaveLength(1);
    if (query) expect(result.body.data.counter_offer).toMatchObject({ fixed_amount: 500 });
    // The hook sees the statements (a count of none would pass for the wrong reason).
    expect(tally.statements).toBeGreaterThan(0);
    expect(tally.statements, tally.texts.join('\n')).toBeLessThanOrEqual(DETAILS_MAX_STATEMENTS);
  });
});
