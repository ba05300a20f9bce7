import type { APIRequestContext } from '@playwright/test';
import { COMPANY_ASSIGNMENT_ENDPOINTS as COMPANY, ENGINEER_ASSIGNMENT_ENDPOINTS as ENGINEER, EXPENSE_ENDPOINTS, LIST_ENDPOINTS, MESSAGE_ENDPOINTS } from '@/constants';
import { call, login, type Caller } from './apiCaller';
import { DEMO, DEMO_PASSWORD } from './auth';

// What the seeded demo data lacks, set up through the API for the accessibility scans: orders
// without skills, applications with a counter offer, messages both ways, and an order under way
// with a pending expense.

export type AccessibilityScene = {
  /** Open, no skills; the demo engineer applied with a counter offer and wrote to the company, who answered. */
  offered: { id: number; title: string };
  /** No skills; the demo engineer is checked in, has a pending expense, and both sides wrote. */
  underWay: { id: number; title: string };
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function postSkillsLessOrder(request: APIRequestContext, company: Caller, title: string) {
  const firstId = async (path: string) => ((await call(request, company, 'GET', path)) as { id: number }[])[0].id;
  const draft = {
    basic_info: { title, category_id: await firstId(LIST_ENDPOINTS.CATEGORIES), description: 'Check the switch configuration and report.', skill_ids: [] },
    location: { location_type: 2 },
    scheduling: { schedule_type: 'exact', start_date: inDays(7), start_time: '09:00', timezone: 'America/Chicago' },
    pricing: { payment_type: 2, fixed_amount: 220, payment_day_id: await firstId(LIST_ENDPOINTS.PAYMENT_DAYS) },
    deliverables: [],
  };
  return ((await call(request, company, 'POST', COMPANY.ASSIGNMENTS, { form: { data: JSON.stringify(draft) } })) as { id: number }).id;
}

const send = (request: APIRequestContext, from: Caller, assignmentId: number, message: string, toId?: number) =>
  call(request, from, 'POST', MESSAGE_ENDPOINTS.SEND, { json: { assignment_id: assignmentId, to_id: toId, message } });

export async function prepareAccessibilityScene(request: APIRequestContext): Promise<AccessibilityScene> {
  const run = Date.now().toString(36);
  const company = await login(request, { email: DEMO.company.email, password: DEMO_PASSWORD, role: 'company' });
  const engineer = await login(request, { email: DEMO.engineer.email, password: DEMO_PASSWORD, role: 'field_engineer' });

  const offered = { id: 0, title: `Switch audit with an offer ${run}` };
  offered.id = await postSkillsLessOrder(request, company, offered.title);
  await call(request, engineer, 'POST', ENGINEER.COUNTER_OFFER, {
    json: { assignment_id: offered.id, payment_type: 2, fixed_amount: 260, reason: 'The site needs a second visit for the uplink.' },
  });
  await send(request, engineer, offered.id, 'Is there parking at the site?');
  await send(request, company, offered.id, 'Yes, behind the building.', engineer.userId);

  const underWay = { id: 0, title: `Switch audit under way ${run}` };
  underWay.id = await postSkillsLessOrder(request, company, underWay.title);
  const onOrder = { json: { assignment_id: underWay.id } };
  await call(request, engineer, 'POST', ENGINEER.APPLY, onOrder);
  await call(request, company, 'PATCH', COMPANY.ASSIGN, { json: { assignment_id: underWay.id, engineer_id: engineer.userId } });
  await call(request, engineer, 'PATCH', ENGINEER.CONFIRM, onOrder);
  await call(request, company, 'PATCH', COMPANY.CONFIRM, onOrder);
  await call(request, engineer, 'PATCH', ENGINEER.CHECK_IN, onOrder);
  await call(request, engineer, 'POST', EXPENSE_ENDPOINTS.EXPENSES, {
    form: { assignment_id: String(underWay.id), amount: '12.50', category: 'parking', description: 'Garage at the site' },
  });
  await send(request, company, underWay.id, 'The gate code is 4412.', engineer.userId);
  await send(request, engineer, underWay.id, 'Thanks, I am on site.');
  return { offered, underWay };
}
