import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { assign, LIVE_PASSWORD, prepareApplication, type LiveParties } from './support/liveApi';
import { createScratchDatabase, START_TIMEOUT_MS, startInstance, stopInstance, waitUntilServing, type PortalInstance } from './support/portalInstances';

// Two production servers of the portal on one PostgreSQL database, as behind a load balancer.
// The engineer's browser is on instance B; the company assigns her through instance A's API.
// A's transaction inserts the notification; PostgreSQL announces it on commit (NOTIFY) to B's
// listener, whose event stream tells her page: her badge counts it within seconds.
//
// Needs the build (`npm run build`) and a PostgreSQL server: E2E_DATABASE_URL names it (e.g.
// postgres://root@127.0.0.1:5432/test); a scratch database is made beside that one and dropped.
// Without E2E_DATABASE_URL the test is skipped.

const SERVER_URL = process.env.E2E_DATABASE_URL;
const PORTS = { a: Number(process.env.E2E_LIVE_PORT_A || 3231), b: Number(process.env.E2E_LIVE_PORT_B || 3232) };
const INSTANCE_B = `http://localhost:${PORTS.b}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: INSTANCE_B });
test.skip(!SERVER_URL, 'Set E2E_DATABASE_URL to a PostgreSQL server to run the two-instance test.');

let instances: PortalInstance[] = [];
let dropDatabase: (() => Promise<unknown>) | undefined;
let parties: LiveParties;

// Each hook has its own budget, within the 120 s any one test may take: the servers start (each
// gives up after START_TIMEOUT_MS with its log named), then the parties are made through A's API.
test.beforeAll('two instances start on a scratch database', async () => {
  test.setTimeout(START_TIMEOUT_MS + 15_000);
  const database = await createScratchDatabase(SERVER_URL!, `live_e2e_${Date.now().toString(36)}`);
  dropDatabase = database.drop;
  instances = [startInstance('instance-a', PORTS.a, database.url), startInstance('instance-b', PORTS.b, database.url)];
  await Promise.all(instances.map(waitUntilServing));
});

test.beforeAll('a company and an engineer who applied for its order, through instance A', async ({ request }) => {
  test.setTimeout(60_000);
  parties = await prepareApplication(request, instances[0].url, 'two');
});

test.afterAll(async () => {
  await Promise.all(instances.map(stopInstance));
  await dropDatabase?.();
});

test('a change made through instance A reaches a page served by instance B at once', async ({ page, request }) => {
  const streamOpened = page.waitForResponse((response) => response.url().startsWith(`${INSTANCE_B}/api/v1/events`) && response.status() === 200);
  await signIn(page, 'engineer', parties.engineerEmail, LIVE_PASSWORD);
  await streamOpened;
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  expect(parties.company.base).toBe(instances[0].url);
  await assign(request, parties);
  await expect(nav.getByRole('link', { name: 'Notifications, 1 unread', exact: true })).toBeVisible({ timeout: 5_000 });

  await nav.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByRole('button', { name: /^Unread: You have been assigned a work order/ })).toContainText(parties.title);
});
