import { and, eq, sql } from 'drizzle-orm';
import { API_KEY_SCOPES, ROLES, type SignedInRole } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentDeliverables, customers, messages, notifications } from '../../db/schema';
import { issueAuthToken } from '../../domain/auth/issue-auth-token';
import { callApi, callForm, createTestCompany, createTestCustomer, createTestEngineer, type TestAccount, type TestApp } from '../helpers';
import { quoteIdentifier } from '../test-database';
import { insertApplication, postAssignment, validDraft } from '../support/assignments';
import { fileOf, findCity, pdfBytes } from '../support/engineer-profile';
import { insertAssignedOrder } from '../support/lifecycle';

// Two tenants for the generated tests. Tenant A (a company, its customer, and an engineer
// working on its orders) owns one of each kind of object; tenant B has the same three roles
// and owns nothing of A's. Every text of A's carries MARKER, so an answer that shows one to B
// is a leak.

export const MARKER = 'Secreta';

export type Tenant = Record<SignedInRole, TestAccount>;

/** The roles that hold API keys (company and customer users create them). */
export const KEY_ROLES = [ROLES.COMPANY, ROLES.CUSTOMER] as const;
export type KeyRole = (typeof KEY_ROLES)[number];

/** An API key with every scope of each of a tenant's company and customer users. */
export type TenantKeys = Record<KeyRole, { id: number; key: string }>;

/**
 * Input names that carry an id of reference data every user may read (not a tenant's object),
 * with a seeded value; `last_event_id` is a position in the caller's own event stream.
 */
export type ReferenceIds = Record<string, number>;

export type Tenants = {
  a: Tenant;
  b: Tenant;
  /** API keys with every scope, of each tenant's company and customer users: the generated tests run with them too. */
  keys: { a: TenantKeys; b: TenantKeys };
  /** Input name → the ids of A's objects it can name. */
  ownedByA: Record<string, number[]>;
  /** A's objects a role of another tenant may legitimately see: orders open for applications are offered to every engineer. */
  openTo: Partial<Record<SignedInRole, number[]>>;
  reference: ReferenceIds;
  /** JSON parts the generator cannot derive (their rules span fields), by operationId: a valid work-order draft. */
  jsonPartBases: Record<string, Record<string, unknown>>;
};

/**
 * Moves every table's id sequence into a range of its own (table k from k × 1,000,000), so a
 * number names at most one row in the whole database: an `id` tried against every kind of A's
 * objects can never hit an object B owns by coincidence.
 */
async function separateIdRanges(db: Database): Promise<void> {
  const result = await db.execute(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name = 'id'
      and (c.is_identity = 'YES' or c.column_default like 'nextval%')
    order by c.table_name`);
  const { rows } = result as unknown as { rows: { name: string }[] };
  for (const [index, { name }] of rows.entries()) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${quoteIdentifier(name)}', 'id'), ${(index + 1) * 1_000_000})`));
  }
}

/** A company, its customer and an engineer, owning nothing yet. */
export async function createTenant(db: Database, marker: string): Promise<Tenant> {
  const company = await createTestCompany(db, { first_name: `${marker} Owner` });
  return {
    company,
    customer: await createTestCustomer(db, company.companyId, { last_name: `${marker} Customer` }),
    field_engineer: await createTestEngineer(db, { last_name: `${marker} Engineer` }),
  };
}

const pdf = () => fileOf(pdfBytes(), `${MARKER}.pdf`, 'application/pdf');

async function must<T extends { status: number; body: { data?: { id?: number } } }>(label: string, answer: Promise<T>, status = 200): Promise<T> {
  const result = await answer;
  if (result.status !== status) throw new Error(`fixture: ${label} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result;
}

/** A's objects, through the API where that is as short as a direct insert. */
async function createObjectsOfA(app: TestApp, db: Database, a: Tenant) {
  const parties = { company: { ...a.company, companyId: (a.company as TestAccount & { companyId: number }).companyId }, engineer: a.field_engineer };
  const engineer = a.field_engineer;
  const draft = await validDraft(db, { basic_info: { title: `${MARKER} open order` } });
  const open = await postAssignment(app, a.customer.token, draft, [pdf()]);
  await insertApplication(db, { assignmentId: open.id, engineerId: engineer.user.id, counter: { paymentTypeId: 2, fixedAmount: 500, reason: `${MARKER} counter offer` } });

  const order = (status: number, values: Record<string, unknown> = {}, deliverables: { name: string }[] = []) =>
    insertAssignedOrder(db, parties, { status: status as never, title: `${MARKER} order ${status}`, ...values }, deliverables);
  const assigned = await order(1);
  const checkedIn = await order(3, { checkedInAt: new Date(Date.now() - 3_600_000) });
  const delivering = await order(4, { checkedInAt: new Date(Date.now() - 7_200_000), checkedOutAt: new Date(Date.now() - 3_600_000) }, [{ name: `${MARKER} photos` }]);
  const paid = await order(8, { checkedInAt: new Date(Date.now() - 7_200_000), checkedOutAt: new Date(Date.now() - 3_600_000) });
  const cancelled = await order(10);

  const expense = await must(
    'expense',
    callForm(app, 'POST', '/expenses', { assignment_id: String(checkedIn.id), amount: '12.5', category: 'parking', description: `${MARKER} expense`, receipt: pdf() }, engineer.token),
    201,
  );
  const [deliverable] = await db.select().from(assignmentDeliverables).where(eq(assignmentDeliverables.assignmentId, delivering.id));
  await must('deliverable', callForm(app, 'PATCH', '/engineers/add-deliverable', { assignment_id: String(delivering.id), deliverable_id: String(deliverable.id), file: pdf() }, engineer.token));
  await must('message', callApi(app, 'POST', '/send-message', { token: a.company.token, body: { assignment_id: assigned.id, to_id: engineer.user.id, message: `${MARKER} message` } }), 201);
  const [message] = await db.select().from(messages).where(eq(messages.assignmentId, assigned.id));
  const [notice] = await db.select().from(notifications).where(eq(notifications.userId, engineer.user.id)).limit(1);
  const document = await must('document', callForm(app, 'POST', '/engineers/get-user-documents', { file: pdf(), document_type_id: '1' }, engineer.token), 201);
  const language = await must('language', callApi(app, 'POST', '/engineers/get-user-languages', { token: engineer.token, body: { language_id: 1, fluency_level_id: 4 } }), 201);
  const [customerRow] = await db.select().from(customers).where(and(eq(customers.userId, a.customer.user.id)));
  // A webhook (on loopback: tests allow private addresses) with one delivery, a ping.
  const webhook = await must('webhook', callApi(app, 'POST', '/webhooks', { token: a.company.token, body: { url: 'http://127.0.0.1:9/hooks', events: ['*'], description: `${MARKER} hook` } }), 201);
  // A customer's template made from the open order (its document, shared) with one more of its own.
  const template = await must(
    'template',
    callForm(app, 'POST', '/customers/templates', { data: JSON.stringify({ name: `${MARKER} template`, from_assignment_id: open.id }), documents: [pdf()] }, a.customer.token),
    201,
  );
  const templateFileIds = (template.body.data.documents as { id: number }[]).map((document) => document.id);
  const ping = await must('webhook ping', callApi(app, 'POST', `/webhooks/${webhook.body.data.id}/test`, { token: a.company.token }), 202);
  // A talent pool of A with its engineer in it.
  const pool = await must('talent pool', callApi(app, 'POST', '/customers/talent-pools', { token: a.company.token, body: { name: `${MARKER} pool` } }), 201);
  await must('pool member', callApi(app, 'POST', `/customers/talent-pools/${pool.body.data.id}/members`, { token: a.company.token, body: { engineer_id: engineer.user.id } }));

  const orders = [open.id, assigned.id, checkedIn.id, delivering.id, paid.id, cancelled.id];
  const users = [a.company.user.id, a.customer.user.id, engineer.user.id];
  const files = [open.documents[0].id as number, document.body.data.id as number, deliverable.id];
  const others = [expense.body.data.id as number, message.id, notice.id, language.body.data[0].id as number, customerRow.id, webhook.body.data.id as number, template.body.data.id as number, pool.body.data.id as number];
  return {
    ownedByA: {
      id: [...orders, ...files, ...others, ...users],
      assignment_id: orders,
      user_id: users,
      engineer_id: [engineer.user.id],
      to_id: users,
      from_id: users,
      customer_id: [customerRow.id],
      company_id: [parties.company.companyId],
      deliverable_id: [deliverable.id],
      message_ids: [message.id],
      remove_document_ids: [open.documents[0].id as number],
      from_assignment_id: orders,
      reuse_file_ids: templateFileIds,
      remove_file_ids: templateFileIds,
      delivery_id: [ping.body.data.delivery_id as number],
      route_to_pool_id: [pool.body.data.id as number],
      offer_engineer_id: [engineer.user.id],
      pool_id: [pool.body.data.id as number],
    },
    // Orders open for applications are offered to every engineer, with their documents.
    openTo: {
      [ROLES.FIELD_ENGINEER]: [open.id, open.documents[0].id as number],
      // An engineer is no tenant's record: any company may pool or block them.
      [ROLES.COMPANY]: [engineer.user.id],
    },
  };
}

/** A key with every scope for each of the tenant's company and customer users, created through the API. */
async function createTenantKeys(app: TestApp, tenant: Tenant): Promise<TenantKeys> {
  const create = async (role: KeyRole) =>
    (await must(`${role} API key`, callApi(app, 'POST', '/api-keys', { token: tenant[role].token, body: { name: `${MARKER} ${role} key`, scopes: API_KEY_SCOPES } }), 201)).body.data as { id: number; key: string };
  return { company: await create(ROLES.COMPANY), customer: await create(ROLES.CUSTOMER) };
}

/** Builds both tenants on the app's database; call once per test file, before anything else writes. */
export async function createTenants(app: TestApp, db: Database): Promise<Tenants> {
  await separateIdRanges(db);
  const a = await createTenant(db, MARKER);
  const b = await createTenant(db, 'Other');
  const austin = await findCity(db, 'Austin', 'Texas');
  const draft = await validDraft(db);
  const objects = await createObjectsOfA(app, db, a);
  const keys = { a: await createTenantKeys(app, a), b: await createTenantKeys(app, b) };
  // A's keys are A's objects too: another tenant can neither see nor revoke them.
  objects.ownedByA.id.push(keys.a.company.id, keys.a.customer.id);
  return {
    a,
    b,
    keys,
    jsonPartBases: { postWorkOrder: draft, updateWorkOrder: draft, updateWorkOrderTemplate: { name: 'Renamed template' } },
    ...objects,
    reference: {
      country_id: austin.countryId,
      state_id: austin.stateId,
      city_id: austin.id,
      language_id: 1,
      fluency_level_id: 4,
      document_type_id: 1,
      skill_id: 5,
      skill_ids: 5,
      job_title_id: 7,
      job_title_ids: 2,
      category_id: 2,
      payment_method_id: 1,
      payment_day_id: 3,
      last_event_id: 0,
    },
  };
}

/** A fresh token of the account: a call that signs out, changes the password or deletes the account spends only it. */
export const freshToken = async (db: Database, account: TestAccount) => (await issueAuthToken({ db, userId: account.user.id })).token;
