import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_V1_BASE,
  AUTH_ENDPOINTS,
  COMPANY_ASSIGNMENT_ENDPOINTS as COMPANY,
  COMPANY_ROUTES,
  ENGINEER_ASSIGNMENT_ENDPOINTS as ENGINEER,
  ENGINEER_PROFILE_ENDPOINTS,
  ENGINEER_ROUTES,
  LIST_ENDPOINTS,
  LOCATION_TYPE,
  PAYMENT_TYPE,
} from '@/constants';
import { PHOTO_MAX_BYTES } from '@/constants/photos';
import { findExifSegment, insertExifSegment, readExifGps } from '@/lib/images/jpegSegments';
import { expectNoViolations } from './support/accessibility';
import { call, login, type Caller } from './support/apiCaller';
import { signIn, uniqueEmail } from './support/auth';
import { buildGpsExifSegment } from './support/gpsJpeg';
import { signUpVerified } from './support/mailbox';

// On site with a phone: a 12 MB photo goes up as a deliverable at most 2 MB and keeps its GPS
// tag (evidence of where the work was done); the same photo as a profile picture loses it; the
// customer signs on the engineer's screen with the mouse and the company sees the signature
// and the name on the order.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Photos-pass-11';
const SITE = { latitude: 30.2711, longitude: -97.7437 };
const SIGNER = 'Dana Whitfield';
const DELIVERABLE = 'Photos of the finished rack';
const TWELVE_MB = 12 * 1024 * 1024;

let engineer: Caller;
let companyEmail: string;
let orderId: number;
let photo: Buffer;
let page: Page;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new company and engineer, and an order of the company the engineer has checked in on. */
async function prepareOrder(request: APIRequestContext) {
  const run = Date.now().toString(36);
  const emails = { company: uniqueEmail('photos.company'), engineer: uniqueEmail('photos.engineer') };
  const person = { last_name: `Photon ${run}`, password: PASSWORD };
  await signUpVerified(request, AUTH_ENDPOINTS.REGISTER_COMPANY, { ...person, company_name: `Rack and Stack ${run}`, first_name: 'Rhea', email: emails.company });
  await signUpVerified(request, AUTH_ENDPOINTS.ENGINEER_SIGNUP, { ...person, first_name: 'Ravi', email: emails.engineer });
  const company = await login(request, { email: emails.company, password: PASSWORD, role: 'company' });
  engineer = await login(request, { email: emails.engineer, password: PASSWORD, role: 'field_engineer' });
  const firstId = async (path: string) => (await (await request.get(`${API_V1_BASE}${path}`)).json()).data[0].id as number;
  const [categoryId, paymentDayId, photoTypeId] = await Promise.all([firstId(LIST_ENDPOINTS.CATEGORIES), firstId(LIST_ENDPOINTS.PAYMENT_DAYS), firstId(LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES)]);
  const draft = {
    basic_info: { title: `Server rack install ${run}`, category_id: categoryId, description: 'Mount and cable the new server rack in the basement.', skill_ids: [] },
    location: { location_type: LOCATION_TYPE.REMOTE },
    scheduling: { schedule_type: 'exact', start_date: inDays(1), start_time: '09:00', timezone: 'America/Chicago' },
    pricing: { payment_type: PAYMENT_TYPE.FIXED, fixed_amount: 400, payment_day_id: paymentDayId },
    deliverables: [{ name: DELIVERABLE, document_type_id: photoTypeId, is_required: true }],
  };
  orderId = (await call(request, company, 'POST', COMPANY.ASSIGNMENTS, { form: { data: JSON.stringify(draft) } })).id;
  const id = { assignment_id: orderId };
  await call(request, engineer, 'POST', ENGINEER.APPLY, { json: id });
  await call(request, company, 'PATCH', COMPANY.ASSIGN, { json: { ...id, engineer_id: engineer.userId } });
  await call(request, engineer, 'PATCH', ENGINEER.CONFIRM, { json: id });
  await call(request, company, 'PATCH', COMPANY.CONFIRM, { json: id });
  await call(request, engineer, 'PATCH', ENGINEER.CHECK_IN, { json: id });
  return emails;
}

/**
 * A phone photo of over 12 MB: 12 megapixels of a gradient with grain (which JPEG cannot squeeze),
 * encoded by the browser at high quality, with the GPS EXIF a phone camera writes.
 */
async function makePhoneJpeg(target: Page): Promise<Buffer> {
  const base64 = await target.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(canvas.width, canvas.height);
    let seed = 7;
    for (let index = 0; index < image.data.length; index += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const pixel = index / 4;
      const x = pixel % canvas.width;
      const y = Math.floor(pixel / canvas.width);
      const grain = (seed % 80) - 40;
      image.data[index] = (x / 16 + grain) & 255;
      image.data[index + 1] = (y / 12 + grain) & 255;
      image.data[index + 2] = ((x + y) / 28 - grain) & 255;
      image.data[index + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), 'image/jpeg', 0.99));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(insertExifSegment(new Uint8Array(Buffer.from(base64, 'base64')), buildGpsExifSegment(SITE)));
}

test.beforeAll(async ({ browser, request }) => {
  const emails = await prepareOrder(request);
  page = await (await browser.newContext({ geolocation: SITE, permissions: ['geolocation'] })).newPage();
  await signIn(page, 'engineer', emails.engineer, PASSWORD);
  photo = await makePhoneJpeg(page);
  expect(photo.length).toBeGreaterThan(TWELVE_MB);
  expect(readExifGps(findExifSegment(new Uint8Array(photo))!)?.latitude).toBeCloseTo(SITE.latitude, 4);
  companyEmail = emails.company;
});

test.afterAll(async () => {
  await page?.context().close();
});

test('the customer signs with the mouse at check-out; the dialog passes axe', async () => {
  await page.goto(ENGINEER_ROUTES.myWorkDetails(orderId));
  const card = page.getByRole('region', { name: 'Customer sign-off' });
  await card.getByRole('button', { name: 'Get sign-off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer sign-off' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'the sign-off dialog');

  const pad = dialog.getByRole('img', { name: 'Signature pad' });
  const box = (await pad.boundingBox())!;
  const stroke = async (points: [number, number][]) => {
    await page.mouse.move(box.x + points[0][0] * box.width, box.y + points[0][1] * box.height);
    await page.mouse.down();
    for (const [x, y] of points.slice(1)) await page.mouse.move(box.x + x * box.width, box.y + y * box.height, { steps: 8 });
    await page.mouse.up();
  };
  // A scribble, cleared, then the signature.
  await stroke([[0.2, 0.2], [0.8, 0.8]]);
  await dialog.getByRole('button', { name: 'Clear signature' }).click();
  await expect(dialog.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  await stroke([[0.1, 0.7], [0.25, 0.3], [0.4, 0.7], [0.55, 0.3], [0.7, 0.7], [0.9, 0.4]]);

  await dialog.getByRole('button', { name: 'Save sign-off' }).click();
  await expect(dialog.getByText('Enter the name of the person signing')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Customer’s name' }).fill(SIGNER);
  await dialog.getByRole('button', { name: 'Save sign-off' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Signed off by ${SIGNER}.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`Signed by ${SIGNER}`);
});

test('a 12 MB photo goes up as a deliverable at most 2 MB and keeps its GPS tag', async ({ request }) => {
  await call(request, engineer, 'PATCH', ENGINEER.CHECK_OUT, { json: { assignment_id: orderId } });
  await page.goto(ENGINEER_ROUTES.myWorkDetails(orderId));
  const row = page.getByRole('listitem', { name: DELIVERABLE });
  await row.getByLabel(`Choose a file for ${DELIVERABLE}`).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const dialog = page.getByRole('dialog', { name: `Upload the file for “${DELIVERABLE}”?` });
  await expect(dialog).toContainText(/IMG_2041\.jpg \(1[2-9]\.\d MB → \d\.\d MB\)/, { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `IMG_2041.jpg uploaded for “${DELIVERABLE}”.` })).toBeVisible();

  const details = await call(request, engineer, 'GET', `${ENGINEER.DETAILS}?id=${orderId}`);
  const item = details.deliverables.find((deliverable: { name: string }) => deliverable.name === DELIVERABLE);
  const stored = await request.get(`${API_V1_BASE}${ENGINEER.DELIVERABLE_FILE}?id=${item.id}`, { headers: { authorization: `Bearer ${engineer.token}` } });
  expect(stored.status()).toBe(200);
  const bytes = new Uint8Array(await stored.body());
  expect(bytes.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
  const gps = readExifGps(findExifSegment(bytes)!);
  expect(gps?.latitude).toBeCloseTo(SITE.latitude, 4);
  expect(gps?.longitude).toBeCloseTo(SITE.longitude, 4);
});

test('the same photo as a profile picture loses its location', async ({ request }) => {
  await page.goto(ENGINEER_ROUTES.profile);
  await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const dialog = page.getByRole('dialog', { name: 'New profile picture' });
  await expect(dialog).toContainText(/1[2-9]\.\d MB → [\d.]+ KB/, { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your profile picture has been updated.' })).toBeVisible();

  const profile = await call(request, engineer, 'GET', ENGINEER_PROFILE_ENDPOINTS.BASIC_INFO);
  const picture = await request.get(profile.profile_picture);
  expect(picture.status()).toBe(200);
  const bytes = new Uint8Array(await picture.body());
  expect(bytes.length).toBeLessThan(PHOTO_MAX_BYTES);
  expect(findExifSegment(bytes)).toBeNull();
});

test('the company sees the signature and the name on the order', async ({ browser }) => {
  const company = await (await browser.newContext()).newPage();
  await signIn(company, 'company', companyEmail, PASSWORD);
  await company.goto(COMPANY_ROUTES.workOrderDetails(orderId));
  const item = company.getByRole('listitem', { name: 'Customer sign-off' });
  await expect(item).toContainText(`Signed by ${SIGNER}`);
  const signature = item.getByRole('img', { name: `Signature of ${SIGNER}` });
  await expect(signature).toBeVisible();
  expect(await signature.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await company.context().close();
});
