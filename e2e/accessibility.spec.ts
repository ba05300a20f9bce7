import { expect, test, type Page } from '@playwright/test';
import {
  COMPANY_CHANGE_PASSWORD_PATH,
  COMPANY_ASSIGNMENT_ENDPOINTS,
  COMPANY_ROUTES,
  CUSTOMER_ROUTES,
  ENGINEER_ROUTES,
  FORGOT_PASSWORD_PATH,
  HOME_PATH,
  LOGIN_PATHS,
  REGISTRATION_PATHS,
} from '@/constants';
import { scanPage, scanPopup } from './support/accessibility';
import { prepareAccessibilityScene, type AccessibilityScene } from './support/accessibilityScene';
import { call, login } from './support/apiCaller';
import { DEMO, DEMO_PASSWORD, signIn } from './support/auth';

// WCAG 2.2 AA (axe-core, tags wcag2a … wcag22aa, and a few best practices): every route of each
// role, the public pages, the not-found page, and the dialogs, menus and list boxes each role
// opens; details pages of orders without skills, with counter offers, messages and expenses.
// One test per group of pages; the scans are soft, so a run lists every violation of a group at once.

// Seeded demo work orders (server/seed/demo-work-orders.ts keeps these titles stable).
const OPEN_WITH_APPLICANT = 'Fiber splice repair – Dallas'; // company's, Frank applied with a counter offer
const OPEN_IN_AUSTIN = 'POS terminal install – Austin Downtown'; // company's, nobody applied
const POSTED_BY_CUSTOMER = 'Network rack cabling – Round Rock';
const PAID_FOR_ERIN = 'Digital signage install – Austin Airport'; // paid, not rated by either side

type OrderRow = { id: number; title: string };

/** The ids of the demo orders, read as the company (which sees all of its own and its customers'). */
async function demoOrderIds(page: Page): Promise<Record<string, number>> {
  const company = await login(page.request, { email: DEMO.company.email, password: DEMO_PASSWORD, role: 'company' });
  const { data } = (await call(page.request, company, 'GET', `${COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}?per_page=100`)) as { data: OrderRow[] };
  const idOf = (title: string) => {
    const row = data.find((order) => order.title === title);
    expect(row, `demo order ${title}`).toBeDefined();
    return row!.id;
  };
  return Object.fromEntries([OPEN_WITH_APPLICANT, OPEN_IN_AUSTIN, POSTED_BY_CUSTOMER, PAID_FOR_ERIN].map((title) => [title, idOf(title)]));
}

const dialog = (page: Page) => page.getByRole('dialog');

// Orders in the states the seed has none of (set up through the API once, before the scans).
let scene: AccessibilityScene;
test.beforeAll(async ({ request }) => {
  scene = await prepareAccessibilityScene(request);
});

async function scanDashboardYearSelect(page: Page, dashboard: string) {
  await scanPage(page, dashboard);
  await scanPopup(page, page.getByRole('combobox', { name: 'Year' }), page.getByRole('listbox'), `${dashboard}, year list`);
}

async function scanNotificationsClearAll(page: Page, notifications: string) {
  await scanPage(page, notifications, 'Notifications');
  await scanPopup(page, page.getByRole('button', { name: 'Clear all' }), dialog(page), `${notifications}, clear-all confirmation`);
}

test('the public pages and the not-found page have no violations', async ({ page }) => {
  const publicPages = [HOME_PATH, LOGIN_PATHS.field_engineer, LOGIN_PATHS.company, LOGIN_PATHS.customer, REGISTRATION_PATHS.field_engineer, REGISTRATION_PATHS.company, FORGOT_PASSWORD_PATH];
  for (const path of publicPages) await scanPage(page, path);
  await scanPage(page, '/no-such-page', 'Sorry, the page you are looking for does not exist.');
});

test('the company dashboard, lists and settings have no violations', async ({ page }) => {
  await signIn(page, 'company', DEMO.company.email);
  const routes = COMPANY_ROUTES;
  await scanDashboardYearSelect(page, routes.dashboard);
  await scanPage(page, routes.addWorkOrder);
  await scanPopup(page, page.getByRole('combobox', { name: /^Category/ }), page.getByRole('listbox'), `${routes.addWorkOrder}, category list`);
  for (const path of [routes.workOrders, routes.ratings, routes.engineerRatings, routes.companyRatings, routes.changePassword, COMPANY_CHANGE_PASSWORD_PATH, routes.profile]) {
    await scanPage(page, path);
  }
});

test('the company work-order pages and their dialogs have no violations', async ({ page }) => {
  const ids = await demoOrderIds(page);
  await signIn(page, 'company', DEMO.company.email);
  const routes = COMPANY_ROUTES;
  await scanPage(page, routes.editWorkOrder(ids[OPEN_WITH_APPLICANT]));

  const details = routes.workOrderDetails(ids[OPEN_WITH_APPLICANT]);
  await scanPage(page, details, OPEN_WITH_APPLICANT);
  await scanPopup(page, page.getByRole('button', { name: /^View profile of / }).first(), dialog(page), `${details}, applicant profile`);
  await scanPopup(page, page.getByRole('button', { name: 'Cancel order' }), dialog(page), `${details}, cancel confirmation`);

  const paid = routes.workOrderDetails(ids[PAID_FOR_ERIN]);
  await scanPage(page, paid, PAID_FOR_ERIN);
  await scanPopup(page, page.getByRole('button', { name: `Rate ${DEMO.engineer.name}` }), dialog(page), `${paid}, rate dialog`);

  // A counter offer in the talent list, and the thread with that applicant.
  const offered = routes.workOrderDetails(scene.offered.id);
  await scanPage(page, offered, scene.offered.title);
  await scanPopup(page, page.getByRole('button', { name: `Message ${DEMO.engineer.name}` }), dialog(page), `${offered}, messages with the applicant`);
  // Checked in: the expenses table with a pending expense, and the messages with the assignee.
  await scanPage(page, routes.workOrderDetails(scene.underWay.id), scene.underWay.title);
});

test('the company users and notifications pages have no violations', async ({ page }) => {
  await signIn(page, 'company', DEMO.company.email);
  const routes = COMPANY_ROUTES;
  await scanPage(page, routes.users);
  await scanPopup(page, page.getByRole('button', { name: 'Add user' }), dialog(page), `${routes.users}, user dialog`);
  await scanNotificationsClearAll(page, routes.notifications);
});

test('the engineer dashboard, lists, profile and links have no violations', async ({ page }) => {
  await signIn(page, 'engineer', DEMO.engineer.email);
  const routes = ENGINEER_ROUTES;
  await scanDashboardYearSelect(page, routes.dashboard);
  for (const path of [routes.profile, routes.findWork, routes.myWork, routes.ratings, routes.engineerRatings, routes.companyRatings, ...Object.values(routes.links)]) {
    await scanPage(page, path);
  }
  await scanNotificationsClearAll(page, routes.notifications);
});

test('the engineer work-order pages and their dialogs have no violations', async ({ page }) => {
  const ids = await demoOrderIds(page);
  await signIn(page, 'engineer', DEMO.engineer.email);
  const routes = ENGINEER_ROUTES;
  await scanPage(page, routes.counterOffer(ids[OPEN_IN_AUSTIN]));

  const open = routes.findWorkDetails(ids[OPEN_IN_AUSTIN]);
  await scanPage(page, open, OPEN_IN_AUSTIN);
  await scanPopup(page, page.getByRole('button', { name: 'Apply' }), dialog(page), `${open}, apply dialog`);

  const paid = routes.myWorkDetails(ids[PAID_FOR_ERIN]);
  await scanPage(page, paid, PAID_FOR_ERIN);
  await scanPopup(page, page.getByRole('button', { name: /^Rate / }), dialog(page), `${paid}, rate dialog`);

  // Orders without skills: applied with a counter offer (with messages), and under way (expenses, messages).
  await scanPage(page, routes.findWorkDetails(scene.offered.id), scene.offered.title);
  await scanPage(page, routes.myWorkDetails(scene.offered.id), scene.offered.title);
  await scanPage(page, routes.myWorkDetails(scene.underWay.id), scene.underWay.title);
});

test('the customer dashboard, lists and settings have no violations', async ({ page }) => {
  await signIn(page, 'customer', DEMO.customer.email);
  const routes = CUSTOMER_ROUTES;
  await scanDashboardYearSelect(page, routes.dashboard);
  for (const path of [routes.changePassword, routes.profile, routes.addWorkOrder, routes.workOrders, routes.ratings, routes.engineerRatings, routes.companyRatings]) {
    await scanPage(page, path);
  }
});

test('the customer work-order, users and notifications pages have no violations', async ({ page }) => {
  const ids = await demoOrderIds(page);
  await signIn(page, 'customer', DEMO.customer.email);
  const routes = CUSTOMER_ROUTES;
  await scanPage(page, routes.editWorkOrder(ids[POSTED_BY_CUSTOMER]));

  const details = routes.workOrderDetails(ids[POSTED_BY_CUSTOMER]);
  await scanPage(page, details, POSTED_BY_CUSTOMER);
  await scanPopup(page, page.getByRole('button', { name: 'Cancel order' }), dialog(page), `${details}, cancel confirmation`);

  await scanPage(page, routes.users);
  await scanPopup(page, page.getByRole('button', { name: 'Add user' }), dialog(page), `${routes.users}, user dialog`);
  await scanNotificationsClearAll(page, routes.notifications);
});

test('templates, talent pools and the CSV dialogs have no violations', async ({ page }) => {
  await signIn(page, 'company', DEMO.company.email);
  const routes = COMPANY_ROUTES;
  await scanPage(page, routes.templates, 'Templates');
  await scanPage(page, routes.talentPools, 'Talent Pools');
  await scanPage(page, routes.workOrders, 'Work Orders');
  await scanPopup(page, page.getByRole('button', { name: 'Import CSV' }), dialog(page), `${routes.workOrders}, import dialog`);
  await scanPopup(page, page.getByRole('button', { name: 'Payments & expenses' }), dialog(page), `${routes.workOrders}, payments and expenses export`);
});

test('the engineer’s schedule and saved searches have no violations', async ({ page }) => {
  await signIn(page, 'engineer', DEMO.engineer.email);
  await scanPage(page, ENGINEER_ROUTES.schedule, 'My Schedule');
  await scanPage(page, ENGINEER_ROUTES.findWork, 'Find Work');
  await scanPopup(page, page.getByRole('button', { name: 'Save search' }), dialog(page), `${ENGINEER_ROUTES.findWork}, save search dialog`);
});
