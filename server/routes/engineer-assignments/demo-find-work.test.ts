import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENGINEERS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts';
import { callApi, type TestApp } from '../../test/helpers';
import { createEngineerTestApp } from '../../test/support/engineer-profile';
import { titlesOf } from '../../test/support/engineer-assignments';

// Find work and my work on the demo data the portal's end-to-end tests rely on.

let app: TestApp;

beforeAll(async () => {
  const test = await createEngineerTestApp();
  app = test.app;
  await seedDemoAccounts({ db: test.db });
});

const signIn = async (email: string) => (await callApi(app, 'POST', '/login', { body: { email, password: DEMO_PASSWORD } })).body.data.token as string;

describe('demo engineers finding work', () => {
  it('shows Erin (Austin, 50 miles) the Austin and Round Rock orders and the remote one near her', async () => {
    const erin = await signIn(DEMO_ENGINEERS[0].email);
    const near = await callApi(app, 'GET', '/engineers/get-assignment?within_distance=true', { token: erin });
    expect(near.status).toBe(200);
    expect(titlesOf(near.body)).toEqual(['POS terminal install – Austin Downtown', 'Network rack cabling – Round Rock', 'Remote router configuration']);
    const roundRock = near.body.data.data[1];
    expect(roundRock.distance_miles).toBeGreaterThan(15);
    expect(roundRock.distance_miles).toBeLessThan(19);

    const all = await callApi(app, 'GET', '/engineers/get-assignment', { token: erin });
    expect(titlesOf(all.body)).toEqual([
      'POS terminal install – Austin Downtown',
      'Network rack cabling – Round Rock',
      'Fiber splice repair – Dallas',
      'Kiosk setup – Manhattan',
      'Remote router configuration',
    ]);
    const dallas = all.body.data.data[2];
    expect(dallas.distance_miles).toBeGreaterThan(175);
    expect(dallas.distance_miles).toBeLessThan(190);

    const mine = await callApi(app, 'GET', '/engineers/get-applied-assignment', { token: erin });
    expect(mine.body.data.data.map((row: { title: string; engineer_status: number }) => [row.title, row.engineer_status])).toContainEqual([
      'Digital signage install – Austin Airport',
      8,
    ]);
  });

  it('shows Frank (Dallas) his application with its counter offer, and his assigned order', async () => {
    const frank = await signIn(DEMO_ENGINEERS[1].email);
    const mine = await callApi(app, 'GET', '/engineers/get-applied-assignment', { token: frank });
    const byTitle = Object.fromEntries(mine.body.data.data.map((row: { title: string }) => [row.title, row]));
    expect(byTitle['Fiber splice repair – Dallas']).toMatchObject({ engineer_status: 0, my_application: { status: 'applied', has_counter_offer: true } });
    expect(byTitle['Wi-Fi access point survey – Plano']).toMatchObject({ engineer_status: 1 });
    const find = await callApi(app, 'GET', '/engineers/get-assignment', { token: frank });
    expect(titlesOf(find.body)).not.toContain('Fiber splice repair – Dallas');
  });
});
