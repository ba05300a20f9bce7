import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, type TestApp } from '../../test/helpers';
import { createEngineerTestApp, insertTestAssignment } from '../../test/support/engineer-profile';
import { createEngineerIn, createMarket, type Market } from '../../test/support/engineer-assignments';

// A note with an application or counter offer: trimmed, blank is none, at most 1,000 characters;
// the company reads it in the talent list and the applicant profile, the engineer on their order.

let app: TestApp;
let db: Database;
let market: Market;

beforeAll(async () => {
  ({ app, db } = await createEngineerTestApp());
  market = await createMarket(db);
});

const newOrder = () => insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, title: 'Shelf scanner install' });
const talentOf = async (orderId: number) => (await callApi(app, 'GET', `/customers/get-talent-engineer?id=${orderId}`, { token: market.company.token })).body.data;
const profileOf = async (orderId: number, engineerId: number) =>
  callApi(app, 'GET', `/customers/get-engineer-profile?assignment_id=${orderId}&engineer_id=${engineerId}`, { token: market.company.token });

describe('a note with an application', () => {
  it('goes from the engineer’s application to the company’s talent list and applicant profile, and back to the engineer', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const order = await newOrder();
    const note = '  I installed this model at three other stores; I bring my own ladder.  ';
    const applied = await callApi(app, 'POST', '/engineers/apply-assignment', { token: erin.token, body: { assignment_id: order.id, note } });
    expect(applied.status).toBe(201);
    expect(applied.body.data.my_application.note).toBe(note.trim());

    const [talent] = await talentOf(order.id);
    expect(talent).toMatchObject({ engineer_id: erin.user.id, note: note.trim() });
    const profile = await profileOf(order.id, erin.user.id);
    expect(profile.body.data).toMatchObject({ engineer_id: erin.user.id, application_note: note.trim() });
    const mine = await callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${order.id}`, { token: erin.token });
    expect(mine.body.data.my_application.note).toBe(note.trim());
  });

  it('rides with a counter offer; a blank note and none are stored as none', async () => {
    const [frank, gina, hal] = [await createEngineerIn(app, db, market.cities.austin), await createEngineerIn(app, db, market.cities.austin), await createEngineerIn(app, db, market.cities.austin)];
    const order = await newOrder();
    const offer = await callApi(app, 'POST', '/engineers/create-counter-offer', {
      token: frank.token,
      body: { assignment_id: order.id, payment_type: 2, fixed_amount: 450, reason: 'Two floors', note: 'Available from 7 am.' },
    });
    expect(offer.status).toBe(201);
    expect(offer.body.data.my_application).toMatchObject({ has_counter_offer: true, note: 'Available from 7 am.' });
    await callApi(app, 'POST', '/engineers/apply-assignment', { token: gina.token, body: { assignment_id: order.id, note: '   ' } });
    await callApi(app, 'POST', '/engineers/apply-assignment', { token: hal.token, body: { assignment_id: order.id } });

    const notes = Object.fromEntries((await talentOf(order.id)).map((row: { engineer_id: number; note: string | null }) => [row.engineer_id, row.note]));
    expect(notes).toEqual({ [frank.user.id]: 'Available from 7 am.', [gina.user.id]: null, [hal.user.id]: null });
    expect((await profileOf(order.id, hal.user.id)).body.data.application_note).toBeNull();
  });

  it('refuses a note over 1,000 characters with a field message, and applies nothing', async () => {
    const ivy = await createEngineerIn(app, db, market.cities.austin);
    const order = await newOrder();
    const long = 'x'.repeat(1001);
    const applied = await callApi(app, 'POST', '/engineers/apply-assignment', { token: ivy.token, body: { assignment_id: order.id, note: long } });
    expect(applied.status).toBe(400);
    expect(applied.body.errors).toEqual([{ path: 'note', message: 'Use at most 1,000 characters' }]);
    const offer = await callApi(app, 'POST', '/engineers/create-counter-offer', { token: ivy.token, body: { assignment_id: order.id, payment_type: 2, fixed_amount: 450, reason: 'Two floors', note: long } });
    expect(offer.status).toBe(400);
    expect(offer.body.errors).toEqual([{ path: 'note', message: 'Use at most 1,000 characters' }]);
    expect(await talentOf(order.id)).toEqual([]);
    const exactly = await callApi(app, 'POST', '/engineers/apply-assignment', { token: ivy.token, body: { assignment_id: order.id, note: 'y'.repeat(1000) } });
    expect(exactly.status).toBe(201);
  });
});
