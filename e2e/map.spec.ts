import { expect, test, type Page } from '@playwright/test';
import { ENGINEER_ASSIGNMENT_ENDPOINTS, ENGINEER_ROUTES } from '@/constants';
import { expectNoViolations, waitUntilSettled } from './support/accessibility';
import { call, login } from './support/apiCaller';
import { DEMO, DEMO_PASSWORD, signIn } from './support/auth';
import { E2E_TILE_ORIGIN } from './support/environment';

// The maps: Find Work's pins beside the list (or behind a toggle on a phone) with the engineer's
// travel circle, an order's site with directions, tiles from the suite's stand-in tile server
// (MAP_TILE_URL, e2e/support/tileStub.mjs), and what the pages say when no tile can be loaded.

type Row = { id: number; title: string; latitude: number | null; longitude: number | null };

const TILE_SRC = new RegExp(`^${E2E_TILE_ORIGIN.replace(/[.]/g, '\\.')}/\\d+/\\d+/\\d+\\.png$`);

/** The demo engineer's Find Work orders as the API answers them: the first with a site. */
async function firstOrderWithSite(page: Page): Promise<Row> {
  const engineer = await login(page.request, { email: DEMO.engineer.email, password: DEMO_PASSWORD, role: 'field_engineer' });
  const { data } = (await call(page.request, engineer, 'GET', `${ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}?per_page=12`)) as { data: Row[] };
  const row = data.find((order) => order.latitude !== null);
  expect(row, 'an open order with a site').toBeDefined();
  return row!;
}

const findWorkMap = (page: Page) => page.getByRole('region', { name: 'Map of work orders' });

test('Find Work shows its orders as pins on tiles from the tile server, with the travel circle; a pin opens the order', async ({ page }) => {
  const order = await firstOrderWithSite(page);
  await signIn(page, 'engineer', DEMO.engineer.email);
  await page.goto(ENGINEER_ROUTES.findWork);
  await waitUntilSettled(page);

  const map = findWorkMap(page);
  await expect(map).toBeVisible();
  // Beside the list, which still has every order.
  await expect(page.getByRole('article', { name: order.title })).toBeVisible();
  // A loaded tile with the server's address, read as one element: while the map zooms to its pins,
  // Leaflet swaps the previous zoom's tiles for a 1×1 blank before dropping them.
  const tile = map.locator(`img.leaflet-tile-loaded[src^="${E2E_TILE_ORIGIN}/"]`).first();
  await expect(tile).toHaveAttribute('src', TILE_SRC);
  await expect(tile).toHaveJSProperty('naturalWidth', 64);
  await expect(map.locator('path.sp-map-travel')).toHaveCount(1);
  await expect(map.getByText(/The circle is your travel distance \(\d+ mi\) around your home\./)).toBeVisible();
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');

  // One pin per place; the order's pin is named after it or counts the orders there.
  await expect(map.locator('.sp-map-pin').first()).toBeVisible();
  await expectNoViolations(page, 'Find Work with its map');
  const pin = map.getByRole('button', { name: new RegExp(`^(${order.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|\\d+ work orders (in|near) .+)$`) }).first();
  // From the keyboard: focus the pin and press Enter.
  await pin.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(/\$[\d,.]+/);
  const link = popup.getByRole('link').first();
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/engineer\/find-work\/eng-details-page\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('on a phone the list comes first and the map is a toggle away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'engineer', DEMO.engineer.email);
  await page.goto(ENGINEER_ROUTES.findWork);
  await waitUntilSettled(page);

  const view = page.getByRole('group', { name: 'Show work orders as' });
  await expect(view.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(findWorkMap(page)).toBeHidden();

  await view.getByRole('button', { name: 'Map' }).click();
  await expect(findWorkMap(page)).toBeVisible();
  await expect(findWorkMap(page).locator('img.leaflet-tile-loaded').first()).toHaveAttribute('src', TILE_SRC);
  await expect(findWorkMap(page).locator('.sp-map-pin').first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoViolations(page, 'Find Work on a phone, map shown');

  await view.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(findWorkMap(page)).toBeHidden();
});

test('an order’s details show its site on a map with directions on the web and in a maps app', async ({ page }) => {
  const order = await firstOrderWithSite(page);
  await signIn(page, 'engineer', DEMO.engineer.email);
  await page.goto(ENGINEER_ROUTES.findWorkDetails(order.id));
  await expect(page.getByRole('heading', { level: 1, name: order.title })).toBeVisible();
  await waitUntilSettled(page);

  const map = page.getByRole('region', { name: 'Map of the site' });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toHaveAttribute('src', TILE_SRC);
  await expect(map.locator('.sp-map-pin')).toHaveCount(1);
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', `https://www.openstreetmap.org/directions?to=${order.latitude}%2C${order.longitude}`);
  await expect(location.getByRole('link', { name: 'Open in your maps app' })).toHaveAttribute('href', `geo:${order.latitude},${order.longitude}`);
  await expectNoViolations(page, 'the details page with its map');
});

test('without tiles the maps say so, and the list and details still work', async ({ page }) => {
  const order = await firstOrderWithSite(page);
  await page.route(`${E2E_TILE_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
  await signIn(page, 'engineer', DEMO.engineer.email);
  await page.goto(ENGINEER_ROUTES.findWork);
  await waitUntilSettled(page);

  const map = findWorkMap(page);
  await expect(map.getByRole('status')).toHaveText('Map tiles could not be loaded; the list still works.');
  await expect(map.locator('img.leaflet-tile-loaded')).toHaveCount(0);
  await expect(map.locator('.sp-map-pin').first()).toBeVisible();
  await expectNoViolations(page, 'Find Work without tiles');

  await page.getByRole('article', { name: order.title }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: order.title })).toBeVisible();
  const site = page.getByRole('region', { name: 'Map of the site' });
  await expect(site.getByRole('status')).toHaveText('Map tiles could not be loaded; the address above still says where to go.');
  await expect(page.getByRole('region', { name: 'Location' }).getByRole('link', { name: /^Directions/ })).toBeVisible();
});
