import type { APIRequestContext } from '@playwright/test';
import {
  AUTH_ENDPOINTS,
  API_V1_BASE,
  COMPANY_ASSIGNMENT_ENDPOINTS as COMPANY,
  COMPANY_ENDPOINTS,
  ENGINEER_ASSIGNMENT_ENDPOINTS as ENGINEER,
  EXPENSE_ENDPOINTS,
  LIST_ENDPOINTS,
  LOCATION_TYPE,
  MESSAGE_ENDPOINTS,
  PAYMENT_TYPE,
} from '@/constants';
import { call, login, type Caller, type FilePart } from './apiCaller';
import { uniqueEmail } from './auth';
import { signUpVerified } from './mailbox';
import { PDF } from './workOrderForm';

// Orders in the states whose pages hold the most, set up through the API for a new company, a
// customer of it and a new engineer (the demo accounts stay as the other specs expect them).

export const SCENE_PASSWORD = 'Scene-pass-11';

export type SceneOrders = {
  /** Open, nobody applied. */
  open: number;
  /** Open, the engineer applied with a counter offer and wrote a message. */
  countered: number;
  /** Assigned on a counter offer, checked out, three expenses (one still pending), messages, a deliverable file. */
  underWay: number;
  /** Paid, with an approved and a rejected expense. */
  paid: number;
};

export type Scene = { emails: { company: string; customer: string; engineer: string }; orders: SceneOrders };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Long words and a long description: what makes tables and cards grow wide. */
const EXPENSES = [
  { amount: '1234.56', category: 'equipment_rental', description: 'Scissor lift rental for the ceiling-mounted access points (two days, delivery and pickup included)' },
  { amount: '18.75', category: 'parking', description: 'Garage at the site' },
  { amount: '42', category: 'meals', description: 'Lunch' },
];

export async function prepareScene(request: APIRequestContext, label: string): Promise<Scene> {
  const run = Date.now().toString(36);
  const emails = { company: uniqueEmail(`${label}.company`), customer: uniqueEmail(`${label}.customer`), engineer: uniqueEmail(`${label}.engineer`) };
  const api = API_V1_BASE;
  const person = { last_name: `Reflowington ${run}`, password: SCENE_PASSWORD };
  await signUpVerified(request, AUTH_ENDPOINTS.REGISTER_COMPANY, { ...person, company_name: `Reflow Facilities Management ${run}`, first_name: 'Rhea', email: emails.company });
  await signUpVerified(request, AUTH_ENDPOINTS.ENGINEER_SIGNUP, { ...person, first_name: 'Ravi', email: emails.engineer });
  const company = await login(request, { email: emails.company, password: SCENE_PASSWORD, role: 'company' });
  const engineer = await login(request, { email: emails.engineer, password: SCENE_PASSWORD, role: 'field_engineer' });
  await call(request, company, 'POST', COMPANY_ENDPOINTS.CREATE_CUSTOMER, { json: { first_name: 'Cara', last_name: person.last_name, email: emails.customer, password: SCENE_PASSWORD } });
  const customer = await login(request, { email: emails.customer, password: SCENE_PASSWORD, role: 'customer' });

  const firstId = async (path: string) => (await (await request.get(`${api}${path}`)).json()).data[0].id as number;
  const [categoryId, paymentDayId, documentTypeId] = await Promise.all([firstId(LIST_ENDPOINTS.CATEGORIES), firstId(LIST_ENDPOINTS.PAYMENT_DAYS), firstId(LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES)]);
  // Posted by the customer, so both the customer and the company see every order.
  const post = async (title: string) => {
    const draft = {
      basic_info: { title: `${title} ${run}`, category_id: categoryId, description: 'Replace the wireless access points on every floor and document the new layout.', skill_ids: [] },
      location: { location_type: LOCATION_TYPE.REMOTE },
      scheduling: { schedule_type: 'exact', start_date: inDays(7), start_time: '09:00', timezone: 'America/Chicago' },
      pricing: { payment_type: PAYMENT_TYPE.FIXED, fixed_amount: 480, payment_day_id: paymentDayId },
      deliverables: [{ name: 'Floor plan with access point positions', document_type_id: documentTypeId, is_required: true }],
    };
    return (await call(request, customer, 'POST', COMPANY.ASSIGNMENTS, { form: { data: JSON.stringify(draft) } })).id as number;
  };
  const orders: SceneOrders = {
    open: await post('Wireless access point refresh'),
    countered: await post('Conference room display install'),
    underWay: await post('Warehouse scanner rollout'),
    paid: await post('Badge reader replacement'),
  };

  const counterOffer = (id: number) =>
    call(request, engineer, 'POST', ENGINEER.COUNTER_OFFER, { json: { assignment_id: id, payment_type: PAYMENT_TYPE.FIXED, fixed_amount: 560, reason: 'The access points on the upper floors need a lift, which takes a second day.' } });
  const write = async (id: number) => {
    await call(request, engineer, 'POST', MESSAGE_ENDPOINTS.SEND, { json: { assignment_id: id, message: 'Is there a loading dock, or do I bring the equipment through the main entrance?' } });
    await call(request, customer, 'POST', MESSAGE_ENDPOINTS.SEND, { json: { assignment_id: id, to_id: engineer.userId, message: 'Use the loading dock at the back; the code is 4412.' } });
  };
  await counterOffer(orders.countered);
  await write(orders.countered);

  await takeThroughCheckOut(request, { customer, engineer }, orders.underWay, counterOffer);
  await write(orders.underWay);
  const expenses = await addExpenses(request, engineer, orders.underWay);
  await call(request, customer, 'PUT', EXPENSE_ENDPOINTS.EXPENSE.replace('{id}', String(expenses[1])), { json: { status: 'approved' } });
  await call(request, customer, 'PUT', EXPENSE_ENDPOINTS.EXPENSE.replace('{id}', String(expenses[2])), { json: { status: 'rejected', reason: 'Meals are part of the fixed price.' } });
  await uploadDeliverable(request, engineer, orders.underWay, false);

  await takeThroughCheckOut(request, { customer, engineer }, orders.paid);
  const paidExpenses = await addExpenses(request, engineer, orders.paid);
  await call(request, customer, 'PUT', EXPENSE_ENDPOINTS.EXPENSE.replace('{id}', String(paidExpenses[0])), { json: { status: 'approved' } });
  for (const id of paidExpenses.slice(1)) await call(request, customer, 'PUT', EXPENSE_ENDPOINTS.EXPENSE.replace('{id}', String(id)), { json: { status: 'rejected', reason: 'Not agreed beforehand.' } });
  await uploadDeliverable(request, engineer, orders.paid, true);
  const id = { assignment_id: orders.paid };
  await call(request, engineer, 'PATCH', ENGINEER.COMPLETE, { json: id });
  await call(request, customer, 'PATCH', COMPANY.APPROVE, { json: id });
  await call(request, customer, 'PATCH', COMPANY.PAY, { json: { ...id, expected_total: 480 + Number(EXPENSES[0].amount) } });

  return { emails, orders };
}

/** Applied (on the posted terms, or by `apply`), assigned, both confirmed, checked in and out, both confirmed. */
async function takeThroughCheckOut(request: APIRequestContext, { customer, engineer }: { customer: Caller; engineer: Caller }, orderId: number, apply?: (id: number) => Promise<unknown>) {
  const id = { assignment_id: orderId };
  if (apply) await apply(orderId);
  else await call(request, engineer, 'POST', ENGINEER.APPLY, { json: id });
  await call(request, customer, 'PATCH', COMPANY.ASSIGN, { json: { ...id, engineer_id: engineer.userId } });
  await call(request, engineer, 'PATCH', ENGINEER.CONFIRM, { json: id });
  await call(request, customer, 'PATCH', COMPANY.CONFIRM, { json: id });
  await call(request, engineer, 'PATCH', ENGINEER.CHECK_IN, { json: id });
  await call(request, customer, 'PATCH', COMPANY.CONFIRM_CHECK_IN, { json: id });
  await call(request, engineer, 'PATCH', ENGINEER.CHECK_OUT, { json: id });
  await call(request, customer, 'PATCH', COMPANY.CONFIRM_CHECK_OUT, { json: id });
}

/** The engineer adds the three expenses, the first with a receipt; answers their ids. */
async function addExpenses(request: APIRequestContext, engineer: Caller, orderId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, expense] of EXPENSES.entries()) {
    const form: Record<string, string | FilePart> = { assignment_id: String(orderId), ...expense };
    if (index === 0) form.receipt = { name: 'lift-rental-invoice-with-a-long-file-name.pdf', mimeType: 'application/pdf', buffer: PDF };
    ids.push((await call(request, engineer, 'POST', EXPENSE_ENDPOINTS.EXPENSES, { form })).id);
  }
  return ids;
}

/** The engineer uploads the file of the order's one deliverable, and hands it in when `submit`. */
async function uploadDeliverable(request: APIRequestContext, engineer: Caller, orderId: number, submit: boolean) {
  const details = await call(request, engineer, 'GET', `${ENGINEER.APPLIED_DETAILS}?id=${orderId}`);
  const file = { name: 'floor-plan.pdf', mimeType: 'application/pdf', buffer: PDF };
  const form = { assignment_id: String(orderId), deliverable_id: String(details.deliverables[0].id), submit: String(submit), file };
  await call(request, engineer, 'PATCH', ENGINEER.ADD_DELIVERABLE, { form });
}
