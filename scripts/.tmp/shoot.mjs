import { chromium } from 'playwright-core';
const base = 'http://localhost:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
async function signIn(role, email, viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', role, e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', role, m.text()));
  await page.goto(`${base}/login/${role}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`/${role}/dashboard$`));
  return page;
}
const shots = JSON.parse(process.argv[2]);
for (const [role, email, paths, vw] of shots) {
  const page = await signIn(role, email, vw ? { width: vw, height: 800 } : undefined);
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForLoadState('load');
    await page.waitForTimeout(2500);
    const name = `${role}-${vw ?? 1280}-${p.replace(/[^a-z0-9]+/gi, '_')}`;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
    console.log('shot', name);
  }
}
await browser.close();
