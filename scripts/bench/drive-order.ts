import dayjs from 'dayjs';
import { AUTH_ENDPOINTS, COMPANY_ASSIGNMENT_ENDPOINTS as COMPANY, ENGINEER_ASSIGNMENT_ENDPOINTS as ENGINEER, LIST_ENDPOINTS } from '@/constants';
import { type AssignmentFormValues } from '@/contracts/assignment';
import { LOCATION_TYPE, PAYMENT_TYPE } from '@/constants';
import type { SessionUser } from '@/contracts/auth';
import type { Database } from '@/server/db/client';
import { createEngineerAccount } from '@/server/domain/auth/create-engineer-account';
import { issueAuthToken } from '@/server/domain/auth/issue-auth-token';
import { registerCompany } from '@/server/domain/auth/register-company';
import { callApi, type CallOptions, type SampleRecorder } from './bench-client';
import type { BenchApi } from './start-bench-api';

// What one benchmark client does, entirely through the API: sign up its company and engineer,
// then take work orders from posted to Paid, one HTTP call per lifecycle action.

type Actor = 'company' | 'engineer';
export type ClientAccounts = Record<Actor, { token: string; userId: number }>;

export type Step = { action: string; actor: Actor; method?: 'POST' | 'PATCH'; path: string; extra?: (accounts: ClientAccounts) => object; form?: Record<string, string> };

/** After posting, in the order the lifecycle allows; every body names the order. */
export const STEPS: Step[] = [
  { action: 'apply', actor: 'engineer', method: 'POST', path: ENGINEER.APPLY },
  { action: 'assign', actor: 'company', path: COMPANY.ASSIGN, extra: (accounts) => ({ engineer_id: accounts.engineer.userId }) },
  { action: 'confirm (engineer)', actor: 'engineer', path: ENGINEER.CONFIRM },
  { action: 'confirm (company)', actor: 'company', path: COMPANY.CONFIRM },
  { action: 'check-in', actor: 'engineer', path: ENGINEER.CHECK_IN },
  { action: 'confirm check-in', actor: 'company', path: COMPANY.CONFIRM_CHECK_IN },
  { action: 'check-out', actor: 'engineer', path: ENGINEER.CHECK_OUT },
  { action: 'confirm check-out', actor: 'company', path: COMPANY.CONFIRM_CHECK_OUT },
  { action: 'add-deliverable submit', actor: 'engineer', path: ENGINEER.ADD_DELIVERABLE, form: { submit: 'true' } },
  { action: 'complete', actor: 'engineer', path: ENGINEER.COMPLETE },
  { action: 'approve', actor: 'company', path: COMPANY.APPROVE },
  { action: 'pay', actor: 'company', path: COMPANY.PAY },
];

/** Every action a full run times, in lifecycle order (for the report). */
export const ORDER_ACTIONS = ['post', ...STEPS.map((step) => step.action)];

const PASSWORD = 'Bench12345';

async function signIn(baseUrl: string, email: string) {
  const { token, user } = await callApi<{ token: string; user: SessionUser }>(baseUrl, 'login', 'POST', AUTH_ENDPOINTS.LOGIN, { json: { email, password: PASSWORD } });
  return { token, userId: user.id };
}

/** A company and an engineer of their own for client `index`; one sign-in (token) per user, since sign-in is throttled per address. */
export async function createClientAccounts({ baseUrl, verificationCodeFor }: Pick<BenchApi, 'baseUrl' | 'verificationCodeFor'>, index: number): Promise<ClientAccounts> {
  const person = (role: string) => ({ first_name: 'Bench', last_name: `${role} ${index}`, email: `bench-${role}-${index}@example.test`, password: PASSWORD });
  const company = person('company');
  const engineer = person('engineer');
  await callApi(baseUrl, 'register', 'POST', AUTH_ENDPOINTS.REGISTER_COMPANY, { json: { ...company, company_name: `Bench Company ${index}` } });
  await callApi(baseUrl, 'signup', 'POST', AUTH_ENDPOINTS.ENGINEER_SIGNUP, { json: engineer });
  for (const { email } of [company, engineer]) {
    await callApi(baseUrl, 'verify email', 'POST', AUTH_ENDPOINTS.VERIFY_EMAIL, { json: { email, code: verificationCodeFor(email) } });
  }
  return { company: await signIn(baseUrl, company.email), engineer: await signIn(baseUrl, engineer.email) };
}

/** A company and an engineer for client `index`, made in the database (50 sign-ups from one address would be throttled), each with a token. */
export async function createAccounts(db: Database, index: number): Promise<ClientAccounts> {
  const person = (role: string) => ({ first_name: 'Bench', last_name: `${role} ${index}`, email: `bench-${role}-${index}@example.test`, password: 'Bench12345' });
  const company = await registerCompany({ db, input: { ...person('company'), company_name: `Bench Company ${index}` }, emailVerifiedAt: new Date() });
  const engineer = await createEngineerAccount({ db, input: person('engineer'), emailVerifiedAt: new Date() });
  const token = async (userId: number) => ({ token: (await issueAuthToken({ db, userId })).token, userId });
  return { company: await token(company.id), engineer: await token(engineer.id) };
}

/** A remote, fixed-price order a week out with no deliverables, on reference ids read from the lists. */
export async function buildDraft(baseUrl: string): Promise<AssignmentFormValues> {
  const [category] = await callApi<{ id: number }[]>(baseUrl, 'categories', 'GET', LIST_ENDPOINTS.CATEGORIES, {});
  const [paymentDay] = await callApi<{ id: number }[]>(baseUrl, 'payment days', 'GET', LIST_ENDPOINTS.PAYMENT_DAYS, {});
  return {
    basic_info: { title: 'Benchmark work order', category_id: category.id, description: 'Driven from posted to Paid by npm run bench:lifecycle.', skill_ids: [] },
    location: { location_type: LOCATION_TYPE.REMOTE },
    scheduling: { schedule_type: 'exact', start_date: dayjs().add(7, 'day').format('YYYY-MM-DD'), start_time: '09:00', timezone: 'America/Chicago' },
    pricing: { payment_type: PAYMENT_TYPE.FIXED, fixed_amount: 450, payment_day_id: paymentDay.id },
    deliverables: [],
  };
}

type DriveOrderOptions = { baseUrl: string; accounts: ClientAccounts; draft: AssignmentFormValues; recorder: SampleRecorder };

/** Posts one order and takes it to Paid; the first failed call stops this order (and throws). */
export async function driveOrder({ baseUrl, accounts, draft, recorder }: DriveOrderOptions): Promise<void> {
  const call = <T>(action: string, actor: Actor, method: string, path: string, options: CallOptions) =>
    callApi<T>(baseUrl, action, method, path, { token: accounts[actor].token, ...options }, recorder);

  const order = await call<{ id: number }>('post', 'company', 'POST', COMPANY.ASSIGNMENTS, { form: { data: JSON.stringify(draft) } });
  for (const step of STEPS) {
    const options = step.form
      ? { form: { assignment_id: String(order.id), ...step.form } }
      : { json: { assignment_id: order.id, ...step.extra?.(accounts) } };
    await call(step.action, step.actor, step.method ?? 'PATCH', step.path, options);
  }
}
