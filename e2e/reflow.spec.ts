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

const PHONE = { width: 320, height: 640 };
/** 1280 × 800 device px at 200 %. */
const ZOOMED = { width: 640, height: 400 };

/** Text each details page shows once its expenses are in: the widest row. */
const WIDE_EXPENSE = /^Scissor lift rental/;

type Visit = { path: string; /** Shown once the page's widest part has loaded. */ ready?: RegExp };

let scene: Scene;

test.beforeAll(async ({ request }) => {
  // One order through its whole lifecycle and three on the way there: some 40 calls.
  test.setTimeout(90_000);
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

/** A company-side role's details pages: open, with a counter offer, under way and paid (both with expenses). */
function workOrderDetails(routes: WorkOrderRoutes): Visit[] {
  const { open, countered, underWay, paid } = scene.orders;
  return [
    { path: routes.workOrderDetails(open) },
    { path: routes.workOrderDetails(countered), ready: /^Counter offer/ },
    { path: routes.workOrderDetails(underWay), ready: WIDE_EXPENSE },
    { path: routes.workOrderDetails(paid), ready: WIDE_EXPENSE },
  ];
}

/** A company-side role's other pages. */
function workOrderPages(routes: WorkOrderRoutes): Visit[] {
  const paths = [routes.dashboard, routes.addWorkOrder, routes.workOrders, routes.editWorkOrder(scene.orders.open), routes.users, routes.changePassword, routes.profile, routes.notifications, routes.ratings, routes.engineerRatings, routes.companyRatings];
  return paths.map((path) => ({ path }));
}

test('the public pages and the not-found page reflow at 320 px and 200 %', async ({ page }) => {
  const paths = [HOME_PATH, LOGIN_PATHS.field_engineer, LOGIN_PATHS.company, LOGIN_PATHS.customer, REGISTRATION_PATHS.field_engineer, REGISTRATION_PATHS.company, FORGOT_PASSWORD_PATH, '/no-such-page'];
  await visitAll(
    page,
    paths.map((path) => ({ path })),
  );
});

for (const [role, routes] of [
  ['company', COMPANY_ROUTES],
  ['customer', CUSTOMER_ROUTES],
] as const) {
  test(`the ${role}'s details pages reflow at 320 px and 200 %, with expenses, messages, counter offers and deliverables`, async ({ page }) => {
    // Four pages that load several lists each, read at two widths.
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signIn(page, role, scene.emails[role], SCENE_PASSWORD);
    await visitAll(page, workOrderDetails(routes));
  });

  test(`the ${role}'s other pages reflow at 320 px and 200 %`, async ({ page }) => {
    // 11 or 12 pages, each read at two widths.
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signIn(page, role, scene.emails[role], SCENE_PASSWORD);
    await visitAll(page, [...workOrderPages(routes), ...(role === 'company' ? [{ path: COMPANY_CHANGE_PASSWORD_PATH }] : [])]);
  });
}

test("the engineer's details pages reflow at 320 px and 200 %, with expenses, messages, counter offers and deliverables", async ({ page }) => {
  // Five pages that load several lists each, read at two widths.
  test.setTimeout(120_000);
  const { open, countered, underWay, paid } = scene.orders;
  const routes = ENGINEER_ROUTES;
  await page.setViewportSize(PHONE);
  await signIn(page, 'engineer', scene.emails.engineer, SCENE_PASSWORD);
  await visitAll(page, [
    { path: routes.findWorkDetails(open) },
    { path: routes.counterOffer(open) },
    { path: routes.myWorkDetails(countered), ready: /loading dock/ },
    { path: routes.myWorkDetails(underWay), ready: WIDE_EXPENSE },
    { path: routes.myWorkDetails(paid), ready: WIDE_EXPENSE },
  ]);
});

test("the engineer's other pages reflow at 320 px and 200 %", async ({ page }) => {
  // 13 pages, each read at two widths.
  test.setTimeout(120_000);
  const routes = ENGINEER_ROUTES;
  await page.setViewportSize(PHONE);
  await signIn(page, 'engineer', scene.emails.engineer, SCENE_PASSWORD);
  const paths = [routes.dashboard, routes.profile, routes.findWork, routes.myWork, routes.notifications, routes.ratings, routes.engineerRatings, routes.companyRatings, ...Object.values(routes.links)];
  await visitAll(
    page,
    paths.map((path) => ({ path })),
  );
});
