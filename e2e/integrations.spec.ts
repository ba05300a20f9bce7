import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { API_V1_BASE, AUTH_ENDPOINTS, COMPANY_ASSIGNMENT_ENDPOINTS, COMPANY_ROUTES, ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type { SessionUser } from '@/contracts/auth';
import { callApi } from '../scripts/bench/bench-client';
import { buildDraft } from '../scripts/bench/drive-order';
import { DEMO, DEMO_PASSWORD, openPortal } from './support/auth';
import { E2E_BASE_URL } from './support/environment';

// An integrator's first hour: the demo company creates an API key and a webhook on the
// Integrations page, posts an order with the key, the demo engineer applies, and the receiver
// (on loopback: the server runs with WEBHOOK_ALLOW_PRIVATE_URLS) gets both events signed as
// Standard Webhooks say. The deliveries list shows them delivered; "Retry now" sends one again
// with the same webhook-id.

test.describe.configure({ mode: 'serial' });

type Received = { headers: IncomingHttpHeaders; body: string };

const run = Date.now().toString(36);
const baseUrl = `${E2E_BASE_URL}${API_V1_BASE}`;
const received: Received[] = [];
let receiver: Server;
let receiverUrl: string;
let company: Page;

test.beforeAll(async ({ browser }) => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${run}`;
  company = await openPortal(browser, 'company', DEMO.company.email);
});

test.afterAll(async () => {
  await company?.context().close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const ofType = (type: string) => received.filter((each) => (JSON.parse(each.body) as { type: string }).type === type);

test('a company connects its system: a key posts an order, a signed webhook tells it of the application, Retry now sends it again', async () => {
  await company.goto(COMPANY_ROUTES.integrations);
  await expect(company.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();

  // The key, shown once.
  await company.getByRole('button', { name: 'Create key' }).click();
  const keyDialog = company.getByRole('dialog', { name: 'Create API key' });
  await keyDialog.getByLabel(/^Name/).fill(`Dispatch ${run}`);
  await keyDialog.getByRole('checkbox', { name: /orders:read/ }).check();
  await keyDialog.getByRole('checkbox', { name: /orders:write/ }).check();
  await keyDialog.getByRole('button', { name: 'Create key' }).click();
  const key = await company.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^sp_[A-Za-z0-9_-]{43}$/);
  await company.getByRole('button', { name: 'I have copied it' }).click();
  await expect(company.getByRole('dialog')).toBeHidden();
  await expect(company.getByRole('cell', { name: `Dispatch ${run}`, exact: true })).toBeVisible();

  // The webhook, its secret shown once.
  await company.getByRole('button', { name: 'Add webhook' }).click();
  const hookDialog = company.getByRole('dialog', { name: 'Add webhook' });
  await hookDialog.getByLabel(/^URL/).fill(receiverUrl);
  await hookDialog.getByRole('radio', { name: /All events/ }).check();
  await hookDialog.getByRole('button', { name: 'Add webhook' }).click();
  const secret = await company.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await company.getByRole('button', { name: 'I have copied it' }).click();
  const card = company.getByRole('listitem', { name: receiverUrl });
  await expect(card.getByText('Active')).toBeVisible();

  // The company's system posts with the key; the engineer applies in the portal's API.
  const draft = await buildDraft(baseUrl);
  const order = await callApi<{ id: number }>(baseUrl, 'post', 'POST', COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, {
    token: key,
    form: { data: JSON.stringify({ ...draft, basic_info: { ...draft.basic_info, title: `Integration check ${run}` } }) },
  });
  const { token } = await callApi<{ token: string; user: SessionUser }>(baseUrl, 'login', 'POST', AUTH_ENDPOINTS.LOGIN, { json: { email: DEMO.engineer.email, password: DEMO_PASSWORD } });
  await callApi(baseUrl, 'apply', 'POST', ENGINEER_ASSIGNMENT_ENDPOINTS.APPLY, { token, json: { assignment_id: order.id } });

  // Both events arrive, each verified with the off-the-shelf library and naming the order.
  await expect.poll(() => ofType('application.created').length).toBe(1);
  const verifier = new Webhook(secret);
  for (const type of ['work_order.created', 'application.created']) {
    const [delivery] = ofType(type);
    const payload = verifier.verify(delivery.body, delivery.headers as Record<string, string>) as { data: { work_order: { id: number } } };
    expect(payload.data.work_order.id).toBe(order.id);
  }
  const firstId = ofType('application.created')[0].headers['webhook-id'];

  // The deliveries list: delivered with a 2xx; Retry now sends the same message again.
  await card.getByRole('button', { name: 'Deliveries' }).click();
  const deliveries = company.getByRole('dialog', { name: /Deliveries/ });
  const row = deliveries.getByRole('row', { name: `application.created ${firstId}` });
  await expect(row.getByText('Delivered')).toBeVisible();
  await expect(row.getByText('204')).toBeVisible();
  await row.getByRole('button', { name: 'Retry application.created now' }).click();
  await expect.poll(() => ofType('application.created').length).toBe(2);
  expect(ofType('application.created')[1].headers['webhook-id']).toBe(firstId);
  await callApi(baseUrl, 'logout', 'POST', AUTH_ENDPOINTS.LOGOUT, { token });
});
