import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, uniqueEmail } from './support/auth';
import { call, login } from './support/apiCaller';
import { signUpVerified } from './support/mailbox';

// A new company and a new engineer take one remote, fixed-price order from posted to Paid
// through the API (the screens of that journey have their own spec); then each opens their
// dashboard, which must show the payment in this month's bar, as drawn (the canvas's
// description) and as numbers (the table beside it).

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Dashboard-pass-11';
const AMOUNT = 321.5;
const MONEY = '$321.50';
const run = Date.now().toString(36);
const accounts = { company: uniqueEmail('dashboard.company'), engineer: uniqueEmail('dashboard.engineer') };

const firstId = async (request: APIRequestContext, path: string) => (await (await request.get(`/api/v1${path}`)).json()).data[0].id as number;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** This month as the browser (same machine and zone as this process) names it. */
const thisMonth = () => new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date());
const thisYear = () => new Date().getFullYear();

test.beforeAll(async ({ request }) => {
  const person = { last_name: `Dash ${run}`, password: PASSWORD };
  await signUpVerified(request, '/register-company', { ...person, company_name: `Dash Co ${run}`, first_name: 'Dana', email: accounts.company });
  await signUpVerified(request, '/engineers/signup', { ...person, first_name: 'Eli', email: accounts.engineer });
  const company = await login(request, { email: accounts.company, password: PASSWORD, role: 'company' });
  const engineer = await login(request, { email: accounts.engineer, password: PASSWORD, role: 'field_engineer' });

  const draft = {
    basic_info: { title: `Remote firewall review ${run}`, category_id: await firstId(request, '/customers/get-category'), description: 'Review the firewall rules and report.', skill_ids: [] },
    location: { location_type: 2 },
    scheduling: { schedule_type: 'exact', start_date: inDays(7), start_time: '09:00', timezone: 'America/Chicago' },
    pricing: { payment_type: 2, fixed_amount: AMOUNT, payment_day_id: await firstId(request, '/customers/get-payment-days') },
    deliverables: [],
  };
  const order = await call(request, company, 'POST', '/customers/customer_assignments', { form: { data: JSON.stringify(draft) } });
  const id = { assignment_id: order.id };

  await call(request, engineer, 'POST', '/engineers/apply-assignment', { json: id });
  await call(request, company, 'PATCH', '/customers/assign-assignment', { json: { ...id, engineer_id: engineer.userId } });
  await call(request, engineer, 'PATCH', '/engineers/confirm-assignment-engineer', { json: id });
  await call(request, company, 'PATCH', '/customers/confirm-assignment-customer', { json: id });
  await call(request, engineer, 'PATCH', '/engineers/check-in', { json: id });
  await call(request, engineer, 'PATCH', '/engineers/check-out', { json: id });
  await call(request, engineer, 'PATCH', '/engineers/add-deliverable', { form: { assignment_id: String(order.id), submit: 'true' } });
  await call(request, engineer, 'PATCH', '/engineers/complete-assignment', { json: id });
  await call(request, company, 'PATCH', '/customers/approve-assignment', { json: id });
  const paid = await call(request, company, 'PATCH', '/customers/pay-assignment', { json: { ...id, expected_total: AMOUNT } });
  expect(paid).toMatchObject({ status: 8, payment: { total_amount: AMOUNT } });
});

for (const [role, word] of [['company', 'Spent'], ['engineer', 'Earned']] as const) {
  test(`the ${role}'s dashboard shows the paid order in this month's bar`, async ({ page }) => {
    await signIn(page, role, accounts[role], PASSWORD);
    const year = thisYear();
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveText(String(year));

    await expect(page.getByRole('region', { name: `${word} in ${year}` })).toContainText(MONEY);
    const bars = page.getByRole('region', { name: `${word} per month` });
    await expect(bars.getByRole('img', { name: `${word} per month in ${year}: ${MONEY} in total from 1 paid order.` })).toBeVisible();
    const month = bars.getByRole('table', { name: `${word} per month, ${year}` }).getByRole('row', { name: thisMonth() });
    await expect(month.getByRole('cell')).toHaveText(['1', MONEY]);

    const statuses = page.getByRole('region', { name: 'Orders by status' }).getByRole('list', { name: `Orders by status, ${year}` });
    await expect(statuses.getByRole('listitem')).toHaveText([/^Paid1100%$/]);
  });
}
