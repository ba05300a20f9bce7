import type { Browser, Page } from '@playwright/test';
import { COMPANY_CHANGE_PASSWORD_PATH, COMPANY_ROUTES, CUSTOMER_ROUTES, ENGINEER_ROUTES, FORGOT_PASSWORD_PATH, HOME_PATH, LOGIN_PATHS, REGISTRATION_PATHS } from '@/constants';
import { signInAs, type Account } from './bench-browser';

// Every page of the portal, as bench:pages audits them: the guest pages, then each role's pages
// (every path in constants/routes.ts), the `[id]` pages with an order the demo data gives that
// role, found by following the first details link of its list.

export type Target = { path: string; account?: Account };

type Routes = Record<string, unknown>;

/** The fixed paths of a routes table, nested tables included (the builders of `[id]` pages are left out). */
function fixedPaths(routes: Routes): string[] {
  return Object.values(routes).flatMap((value) => (typeof value === 'string' ? [value] : typeof value === 'object' && value ? fixedPaths(value as Routes) : []));
}

const GUEST_PATHS = [HOME_PATH, ...Object.values(LOGIN_PATHS), ...Object.values(REGISTRATION_PATHS), FORGOT_PASSWORD_PATH];

/**
 * The id of the first order of a list page: from its first link to `linkPath(id)`, or by opening
 * its first row (the work-order table's rows open on click); null when the list is empty.
 */
async function firstOrderId(page: Page, listPath: string, linkPath: (id: string) => string): Promise<string | null> {
  await page.goto(listPath);
  const prefix = linkPath('');
  const link = page.locator(`a[href^="${prefix}"]`).first();
  const row = page.locator('tr.work-order-row').first();
  const found = await link
    .or(row)
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (!found) return null;
  let opened = (await link.count()) ? await link.getAttribute('href') : null;
  if (!opened) {
    await row.click();
    await page.waitForURL((url) => url.pathname.startsWith(prefix));
    opened = new URL(page.url()).pathname;
  }
  return opened.slice(prefix.length).match(/^\d+/)?.[0] ?? null;
}

/** The pages of one role, with the `[id]` pages of its first listed order when it has one. */
async function rolePaths(page: Page, account: Account): Promise<string[]> {
  if (account === 'engineer') {
    const findWorkId = await firstOrderId(page, ENGINEER_ROUTES.findWork, ENGINEER_ROUTES.findWorkDetails);
    const myWorkId = await firstOrderId(page, ENGINEER_ROUTES.myWork, ENGINEER_ROUTES.myWorkDetails);
    return [
      ...fixedPaths(ENGINEER_ROUTES),
      ...(findWorkId ? [ENGINEER_ROUTES.findWorkDetails(findWorkId), ENGINEER_ROUTES.counterOffer(findWorkId)] : []),
      ...(myWorkId ? [ENGINEER_ROUTES.myWorkDetails(myWorkId)] : []),
    ];
  }
  const routes = account === 'company' ? COMPANY_ROUTES : CUSTOMER_ROUTES;
  const orderId = await firstOrderId(page, routes.workOrders, routes.workOrderDetails);
  // Talent pools are the company's own: the customer's routes table names the path, no page serves it.
  const paths = account === 'company' ? [...fixedPaths(routes), COMPANY_CHANGE_PASSWORD_PATH] : fixedPaths(routes).filter((path) => path !== CUSTOMER_ROUTES.talentPools);
  return [
    ...paths,
    ...(orderId ? [routes.workOrderDetails(orderId), routes.editWorkOrder(orderId)] : []),
  ];
}

export type PageTargets = { targets: Target[]; cookies: Partial<Record<Account, string>> };

/**
 * Every page bench:pages audits, guest pages first, and the session cookies (one Cookie header
 * per account) of one sign-in of each demo account.
 */
export async function listPageTargets(browser: Browser, baseUrl: string): Promise<PageTargets> {
  const targets: Target[] = GUEST_PATHS.map((path) => ({ path }));
  const cookies: Partial<Record<Account, string>> = {};
  for (const account of ['engineer', 'company', 'customer'] as const) {
    const context = await browser.newContext({ baseURL: baseUrl });
    try {
      const page = await context.newPage();
      await signInAs(page, account);
      targets.push(...(await rolePaths(page, account)).map((path) => ({ path, account })));
      cookies[account] = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    } finally {
      await context.close();
    }
  }
  return { targets, cookies };
}
