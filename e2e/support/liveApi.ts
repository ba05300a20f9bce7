import type { APIRequestContext } from '@playwright/test';
import { API_V1_BASE, AUTH_ENDPOINTS, COMPANY_ASSIGNMENT_ENDPOINTS, ENGINEER_ASSIGNMENT_ENDPOINTS, LIST_ENDPOINTS } from '@/constants';
import { call, login, type Caller } from './apiCaller';
import { uniqueEmail } from './auth';
import { signUpVerified } from './mailbox';

// The other party of the live-update specs, acting through the API (as another browser would),
// against any portal instance: a new company and engineer, an order she applied for, the assign.

export const LIVE_PASSWORD = 'Live-updates-pass-11';

export type LiveParties = { company: Caller; engineer: Caller; engineerEmail: string; orderId: number; title: string };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A new company and a new engineer on the instance at `base` (fresh accounts: no notification
 * yet), and a remote fixed-price order of the company that the engineer applied for.
 */
export async function prepareApplication(request: APIRequestContext, base: string, label: string): Promise<LiveParties> {
  const run = Date.now().toString(36);
  const emails = { company: uniqueEmail(`${label}.company`), engineer: uniqueEmail(`${label}.engineer`) };
  const person = { last_name: `Live ${run}`, password: LIVE_PASSWORD };
  const api = `${base}${API_V1_BASE}`;
  await signUpVerified(request, AUTH_ENDPOINTS.REGISTER_COMPANY, { ...person, company_name: `Live Co ${run}`, first_name: 'Lena', email: emails.company }, base);
  await signUpVerified(request, AUTH_ENDPOINTS.ENGINEER_SIGNUP, { ...person, first_name: 'Leo', email: emails.engineer }, base);
  const company = await login(request, { base, email: emails.company, password: LIVE_PASSWORD, role: 'company' });
  const engineer = await login(request, { base, email: emails.engineer, password: LIVE_PASSWORD, role: 'field_engineer' });

  const firstId = async (path: string) => (await (await request.get(`${api}${path}`)).json()).data[0].id as number;
  const title = `Remote switch audit ${label} ${run}`;
  const draft = {
    basic_info: { title, category_id: await firstId(LIST_ENDPOINTS.CATEGORIES), description: 'Audit the switch configuration and report.', skill_ids: [] },
    location: { location_type: 2 },
    scheduling: { schedule_type: 'exact', start_date: inDays(7), start_time: '09:00', timezone: 'America/Chicago' },
    pricing: { payment_type: 2, fixed_amount: 180, payment_day_id: await firstId(LIST_ENDPOINTS.PAYMENT_DAYS) },
    deliverables: [],
  };
  const order = await call(request, company, 'POST', COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, { form: { data: JSON.stringify(draft) } });
  await call(request, engineer, 'POST', ENGINEER_ASSIGNMENT_ENDPOINTS.APPLY, { json: { assignment_id: order.id } });
  return { company, engineer, engineerEmail: emails.engineer, orderId: order.id, title };
}

/** The company assigns the order to the engineer who applied. */
export const assign = (request: APIRequestContext, { company, engineer, orderId }: LiveParties) =>
  call(request, company, 'PATCH', COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGN, { json: { assignment_id: orderId, engineer_id: engineer.userId } });
