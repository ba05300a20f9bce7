import { expect, test, type Page } from '@playwright/test';
import {
  COMPANY_CHANGE_PASSWORD_PATH,
  COMPANY_ROUTES,
  CUSTOMER_ROUTES,
  ENGINEER_ROUTES,
  FORGOT_PASSWORD_PATH,
  HOME_PATH,
  LOGIN_PATHS,
  REGISTRATION_PATHS,
  type WorkOrderRoutes,
} from '@/constants';
import { waitUntilSettled } from './support/accessibility';
import { signIn } from './support/auth';
import { SCENE_PASSWORD, prepareScene, type Scene } from './support/orderScenes';

// WCAG 1.4.10 (reflow): every route of every role, read on a 320 px wide phone and at 200 % zoom
// (a 1280 px wide window shows 640 CSS px), scrolls only up and down. Details pages are opened
// on orders that hold the most: expenses (with receipts and the company's decision buttons),
// messages, counter offers and deliverables. The checks are soft, so a run lists every page.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 320, height: 640 };
/** 1280 × 800 device px at 200 %. */
const ZOOMED = { width: 640, height: 400 };

/** Text each details page shows once its expenses are in: the widest row. */
const WIDE_EXPENSE = /^Scissor lift rental/;

type Visit = { path: string; /** Shown once the page's widest part has loaded. */ ready?: RegExp };

let scene: Scene;

test.beforeAll(async ({ request }) => {
  // One order through its whole lifecycle and three on the way there, with expenses, messages, counter offers and files.
  test.setTimeout(60_000);
  scene = await prepareScene(request, 'reflow');
});

/** The elements that stick out on the right, deepest first (what to fix), as a short description each. */
function describeOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => sticksOut(element) && ![...element.children].some(sticksOut));
    return culprits.slice(0, 5).map((element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}"> ${name} (right ${Math.round(element.getBoundingClientRect().right)})`;
    });
  });
}

/** The page is no wider than the window; at phone width the navigation takes none of it either. */
async function expectReflow(page: Page, { path, ready }: Visit, viewport: typeof PHONE) {
  if (ready) await expect(page.getByText(ready).first()).toBeVisible();
  await waitUntilSettled(page);
  const where = `${path} at ${viewport.width} × ${viewport.height}`;
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  const overflow = scrollWidth > clientWidth ? await describeOverflow(page) : [];
  expect.soft(scrollWidth, `${where} scrolls sideways: ${overflow.join('; ')}`).toBeLessThanOrEqual(clientWidth);
  if (viewport === PHONE) {
    const main = await page.getByRole('main').boundingBox();
    expect.soft(main?.x, `${where}: the navigation takes width from the page`).toBe(0);
  }
}

/** Opens each page at phone width, checks it, then widens the window to 200 % zoom's width and checks again. */
async function visitAll(page: Page, visits: Visit[]) {
  for (const visit of visits) {
    await page.setViewportSize(PHONE);
    await page.goto(visit.path);
    await expectReflow(page, visit, PHONE);
    await page.setViewportSize(ZOOMED);
    await expectReflow(page, visit, ZOOMED);
  }
}

function workOrderVisits(routes: WorkOrderRoutes): Visit[] {
  const { open, countered, underWay, paid } = scene.orders;
  return [
    { path: routes.dashboard },
    { path: routes.addWorkOrder },
    { path: routes.workOrders },
    { path: routes.workOrderDetails(open) },
    { path: routes.workOrderDetails(countered), ready: /^Counter offer/ },
    { path: routes.workOrderDetails(underWay), ready: WIDE_EXPENSE },
    { path: routes.workOrderDetails(paid), ready: WIDE_EXPENSE },
    { path: routes.editWorkOrder(open) },
    { path: routes.users },
    { path: routes.changePassword },
    { path: routes.profile },
    { path: routes.notifications },
    { path: routes.ratings },
    { path: routes.engineerRatings },
    { path: routes.companyRatings },
  ];
}

test('the public pages and the not-found page reflow at 320 px and 200 %', async ({ page }) => {
  const paths = [HOME_PATH, LOGIN_PATHS.field_engineer, LOGIN_PATHS.company, LOGIN_PATHS.customer, REGISTRATION_PATHS.field_engineer, REGISTRATION_PATHS.company, FORGOT_PASSWORD_PATH, '/no-such-page'];
  await visitAll(
    page,
    paths.map((path) => ({ path })),
  );
});

test('every company page reflows at 320 px and 200 %', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, 'company', scene.emails.company, SCENE_PASSWORD);
  await visitAll(page, [...workOrderVisits(COMPANY_ROUTES), { path: COMPANY_CHANGE_PASSWORD_PATH }]);
});

test('every customer page reflows at 320 px and 200 %', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, 'customer', scene.emails.customer, SCENE_PASSWORD);
  await visitAll(page, workOrderVisits(CUSTOMER_ROUTES));
});

test('every engineer page reflows at 320 px and 200 %', async ({ page }) => {
  test.setTimeout(120_000);
  const { open, countered, underWay, paid } = scene.orders;
  await page.setViewportSize(PHONE);
  await signIn(page, 'engineer', scene.emails.engineer, SCENE_PASSWORD);
  const routes = ENGINEER_ROUTES;
  await visitAll(page, [
    { path: routes.dashboard },
    { path: routes.profile },
    { path: routes.findWork },
    { path: routes.findWorkDetails(open) },
    { path: routes.counterOffer(open) },
    { path: routes.myWork },
    { path: routes.myWorkDetails(countered), ready: /loading dock/ },
    { path: routes.myWorkDetails(underWay), ready: WIDE_EXPENSE },
    { path: routes.myWorkDetails(paid), ready: WIDE_EXPENSE },
    { path: routes.notifications },
    { path: routes.ratings },
    { path: routes.engineerRatings },
    { path: routes.companyRatings },
    ...Object.values(routes.links).map((path) => ({ path })),
  ]);
});
