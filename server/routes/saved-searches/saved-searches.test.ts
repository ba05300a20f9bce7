import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { assignments, blockedEngineers, notifications, savedSearchAlertQueue, savedSearchAlerts } from '../../db/schema';
import { alertQueuedSavedSearches } from '../../domain/saved-searches/alert-queued-saved-searches';
import { alertSavedSearches } from '../../domain/saved-searches/alert-saved-searches';
import { sendSavedSearchDigests } from '../../domain/saved-searches/send-saved-search-digests';
import { PERIODIC_JOBS } from '../../jobs/periodic-jobs';
import { startPeriodicJobs, stopPeriodicJobs } from '../../jobs/run-periodic-jobs';
import type { MailMessage } from '../../lib/mail';
import { callApi, createTestCompany, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp, postAssignment, validDraft } from '../../test/support/assignments';
import { createEngineerIn } from '../../test/support/engineer-assignments';
import { findCity } from '../../test/support/engineer-profile';

let app: TestApp;
let db: Database;
let company: TestAccount & { companyId: number };

beforeAll(async () => {
  ({ app, db } = await createCompanyTestApp());
  company = await createTestCompany(db);
});

const PATH = '/engineers/saved-searches';
const save = (account: TestAccount, body: object) => callApi(app, 'POST', PATH, { token: account.token, body });
const list = async (account: TestAccount) => (await callApi(app, 'GET', PATH, { token: account.token })).body.data as { id: number; name: string; alert: boolean }[];
const austin = () => findCity(db, 'Austin', 'Texas');
/** A word of this run's own, so other orders in the database never match. */
const uniqueWord = () => `zq${randomUUID().replace(/[^a-f]/g, '').slice(0, 10)}`;

describe('saved searches', () => {
  it('saves, lists by name, renames, changes and deletes an engineer’s searches', async () => {
    const erin = await createEngineerIn(app, db, await austin(), 50);
    const created = await save(erin, { name: 'Fiber near me', q: '  fiber  splice!! ', skill_ids: [3, 3, 4], within_distance: true, min_pay: 100, sort_by: 'pay', alert: true });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Fiber near me', q: 'fiber splice', skill_ids: [3, 4], within_distance: true, min_pay: 100, sort_by: 'pay', alert: true, payment_type: null, start_from: null });
    expect((await save(erin, { name: 'Anything' })).body.data).toMatchObject({ q: null, skill_ids: [], alert: false, within_distance: false, sort_by: null });
    expect((await list(erin)).map((row) => row.name)).toEqual(['Anything', 'Fiber near me']);

    const id = created.body.data.id;
    const renamed = await callApi(app, 'PUT', `${PATH}/${id}`, { token: erin.token, body: { name: 'Splicing', q: 'fiber', alert: false } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Splicing', q: 'fiber', alert: false, skill_ids: [] });

    expect((await callApi(app, 'DELETE', `${PATH}/${id}`, { token: erin.token })).status).toBe(200);
    expect((await list(erin)).map((row) => row.name)).toEqual(['Anything']);
    expect((await callApi(app, 'DELETE', `${PATH}/${id}`, { token: erin.token })).status).toBe(404);
  });

  it('keeps at most 10 per engineer and names unique, each with a message', async () => {
    const erin = await createTestEngineer(db);
    for (let index = 1; index <= 10; index += 1) expect((await save(erin, { name: `Search ${index}` })).status).toBe(201);
    const eleventh = await save(erin, { name: 'Search 11' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe('You can keep at most 10 saved searches; delete one first.');

    const other = await createTestEngineer(db);
    expect((await save(other, { name: 'Mine' })).status).toBe(201);
    const duplicate = await save(other, { name: ' mine ' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toMatch(/already have a saved search with this name/);
    const [first] = await list(erin);
    const clash = await callApi(app, 'PUT', `${PATH}/${first.id}`, { token: erin.token, body: { name: 'Search 2' } });
    expect(clash.status).toBe(409);
    expect((await callApi(app, 'PUT', `${PATH}/${first.id}`, { token: erin.token, body: { name: first.name, alert: true } })).status).toBe(200);
  });

  it('validates the name and the filters as find work does', async () => {
    const erin = await createTestEngineer(db);
    const cases: object[] = [
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: 'ok', q: 'x'.repeat(201) },
      { name: 'ok', payment_type: 7 },
      { name: 'ok', min_pay: -1 },
      { name: 'ok', skill_ids: ['a'] },
      { name: 'ok', start_from: '2030-02-30' },
      { name: 'ok', start_from: '2030-03-02', start_to: '2030-03-01' },
      { name: 'ok', sort_by: 'title' },
      { name: 'ok', alert: 'yes' },
    ];
    for (const body of cases) expect((await save(erin, body)).status, JSON.stringify(body)).toBe(400);
    const homeless = await save(erin, { name: 'Near', within_distance: true });
    expect(homeless.status).toBe(409);
    expect(homeless.body.message).toBe('Add your city and travel distance to your profile to find work near you.');
  });

  it('answers 404 for another engineer’s search, and refuses other roles', async () => {
    const erin = await createTestEngineer(db);
    const mallory = await createTestEngineer(db);
    const { id } = (await save(erin, { name: 'Private' })).body.data;
    expect((await callApi(app, 'PUT', `${PATH}/${id}`, { token: mallory.token, body: { name: 'Taken' } })).status).toBe(404);
    expect((await callApi(app, 'DELETE', `${PATH}/${id}`, { token: mallory.token })).status).toBe(404);
    expect(await list(mallory)).toEqual([]);
    expect((await list(erin)).map((row) => row.name)).toEqual(['Private']);
    expect((await callApi(app, 'GET', PATH, { token: company.token })).status).toBe(403);
    expect((await callApi(app, 'GET', PATH)).status).toBe(401);
    expect((await callApi(app, 'DELETE', `${PATH}/abc`, { token: erin.token })).status).toBe(400);
  });
});

describe('saved-search alerts', () => {
  const alertsOf = (assignmentId: number) => db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.assignmentId, assignmentId));
  const noticesOf = (assignmentId: number) => db.select().from(notifications).where(and(eq(notifications.assignmentId, assignmentId), eq(notifications.kind, 'savedSearchMatch')));

  it('alerts exactly the engineers whose saved searches with "Alert me" match a posted order, once', async () => {
    const word = uniqueWord();
    const city = await austin();
    const dallas = await findCity(db, 'Dallas', 'Texas');
    const near = await createEngineerIn(app, db, city, 50, 'Nora');
    const farAway = await createEngineerIn(app, db, dallas, 30, 'Fay');
    const anywhere = await createEngineerIn(app, db, dallas, 30, 'Andy');
    const skilled = await createTestEngineer(db, { first_name: 'Sam' });
    const quiet = await createTestEngineer(db, { first_name: 'Quinn' });
    const picky = await createTestEngineer(db, { first_name: 'Pia' });
    const blocked = await createTestEngineer(db, { first_name: 'Bob' });
    const twice = await createTestEngineer(db, { first_name: 'Tess' });

    await save(near, { name: 'Near', q: `${word} termin`, within_distance: true, alert: true });
    await save(farAway, { name: 'Far', q: word, within_distance: true, alert: true });
    await save(anywhere, { name: 'Anywhere', q: word, alert: true });
    await save(skilled, { name: 'Skill', skill_ids: [5, 9], min_pay: 400, payment_type: 2, alert: true });
    await save(quiet, { name: 'No alert', q: word, alert: false });
    await save(picky, { name: 'Too rich', q: word, min_pay: 5000, alert: true });
    await save(picky, { name: 'Hourly', q: word, payment_type: 1, alert: true });
    await save(picky, { name: 'Later', q: word, start_from: '2999-01-01', alert: true });
    await save(blocked, { name: 'Blocked', q: word, alert: true });
    await db.insert(blockedEngineers).values({ companyId: company.companyId, engineerId: blocked.user.id });
    await save(twice, { name: 'One', q: word, alert: true });
    await save(twice, { name: 'Two', q: `${word} pos`, alert: true });

    const draft = await validDraft(db, { basic_info: { title: `${word} terminal install`, skill_ids: [5, 6] }, pricing: { payment_type: 2, fixed_amount: 450 } });
    const order = await postAssignment(app, company.token, draft);
    // Posting queued the order; the alert job matches it after the commit.
    expect(await db.select().from(savedSearchAlertQueue).where(eq(savedSearchAlertQueue.assignmentId, order.id))).toHaveLength(1);
    expect(await alertsOf(order.id)).toEqual([]);
    await alertQueuedSavedSearches({ db });
    expect(await db.select().from(savedSearchAlertQueue).where(eq(savedSearchAlertQueue.assignmentId, order.id))).toEqual([]);
    // Saved searches of other tests (a search with no filters matches any order) are left aside.
    const ours = new Set([near, farAway, anywhere, skilled, quiet, picky, blocked, twice].map((engineer) => engineer.user.id));
    const told = (await alertsOf(order.id)).map((alert) => alert.engineerId).filter((id) => ours.has(id)).sort((a, b) => a - b);
    expect(told).toEqual([near.user.id, anywhere.user.id, skilled.user.id, twice.user.id].sort((a, b) => a - b));

    const notices = (await noticesOf(order.id)).filter((notice) => ours.has(notice.userId));
    expect(notices.map((notice) => notice.userId).sort((a, b) => a - b)).toEqual(told);
    const nora = notices.find((notice) => notice.userId === near.user.id)!;
    expect(nora).toMatchObject({ title: 'New work matches your saved search', body: `"${word} terminal install" was just posted and matches "Near".`, link: `/engineer/find-work/eng-details-page/${order.id}`, mailDueAt: null });
    const bell = await callApi(app, 'GET', '/get-notifications', { token: near.token });
    expect(JSON.stringify(bell.body)).toContain(`${word} terminal install`);

    // Replaying the match (or the order opening to everyone later) tells nobody twice.
    expect(await db.transaction((tx) => alertSavedSearches(tx, { assignmentIds: [order.id, order.id] }))).toEqual([]);
    expect((await noticesOf(order.id)).filter((notice) => ours.has(notice.userId))).toHaveLength(told.length);
  });

  it('matches each queued order once when two alert jobs run at once (as on two instances)', async () => {
    const word = uniqueWord();
    const engineers = [await createTestEngineer(db), await createTestEngineer(db)];
    for (const engineer of engineers) await save(engineer, { name: 'Both', q: word, alert: true });
    const orders: { id: number }[] = [];
    for (const title of ['first', 'second', 'third']) orders.push(await postAssignment(app, company.token, await validDraft(db, { basic_info: { title: `${word} ${title}` } })));
    const runs = await Promise.all([alertQueuedSavedSearches({ db, limit: 1 }), alertQueuedSavedSearches({ db, limit: 1 })]);
    // Saved searches of other tests (a search with no filters matches any order) are left aside.
    const ourIds = engineers.map((engineer) => engineer.user.id).sort((a, b) => a - b);
    const ours = runs.flat().filter((alert) => ourIds.includes(alert.engineerId) && orders.some((order) => order.id === alert.assignmentId));
    expect(ours).toHaveLength(orders.length * engineers.length);
    for (const order of orders) {
      const told = (await noticesOf(order.id)).map((notice) => notice.userId).filter((id) => ourIds.includes(id));
      expect(told.sort((a, b) => a - b)).toEqual(ourIds);
    }
    expect(await db.select().from(savedSearchAlertQueue).where(inArray(savedSearchAlertQueue.assignmentId, orders.map((order) => order.id)))).toEqual([]);
  });

  it('matches a posted order as soon as the posting commits: the queueing wakes the alert job', async () => {
    // The job as the server runs it, but with an hour between ticks: only the wake-up can run it in time.
    const job = PERIODIC_JOBS.find((candidate) => candidate.name === 'saved-search alerts')!;
    startPeriodicJobs({ getDb: async () => db, jobs: [{ ...job, intervalSeconds: () => 3600 }] });
    try {
      const word = uniqueWord();
      const engineer = await createTestEngineer(db);
      await save(engineer, { name: 'Soon', q: word, alert: true });
      const order = await postAssignment(app, company.token, await validDraft(db, { basic_info: { title: `${word} install` } }));
      await vi.waitFor(async () => expect((await noticesOf(order.id)).map((notice) => notice.userId)).toContain(engineer.user.id), { timeout: 5000, interval: 50 });
    } finally {
      await stopPeriodicJobs();
    }
  });

  it('waits for a routed order, and alerts when it opens to everyone', async () => {
    const word = uniqueWord();
    const erin = await createTestEngineer(db);
    await save(erin, { name: 'Routed', q: word, alert: true });
    const order = await postAssignment(app, company.token, await validDraft(db, { basic_info: { title: `${word} pool order` } }));
    await alertQueuedSavedSearches({ db });
    // Made a routed order that was never matched, then opened.
    await db.delete(savedSearchAlerts).where(eq(savedSearchAlerts.assignmentId, order.id));
    await db.delete(notifications).where(eq(notifications.assignmentId, order.id));
    await db.update(assignments).set({ routedUntil: new Date(Date.now() + 3600_000) }).where(eq(assignments.id, order.id));
    const erinTold = async () => (await db.transaction((tx) => alertSavedSearches(tx, { assignmentIds: [order.id] }))).filter((alert) => alert.engineerId === erin.user.id);
    expect(await erinTold()).toEqual([]);
    await db.update(assignments).set({ routedUntil: null }).where(eq(assignments.id, order.id));
    expect(await erinTold()).toEqual([{ assignmentId: order.id, engineerId: erin.user.id }]);
    expect(await erinTold()).toEqual([]);
  });

  it('mails one digest per engineer at most hourly, unless the mail is turned off', async () => {
    const word = uniqueWord();
    const erin = await createTestEngineer(db, { first_name: 'Erin' });
    const olive = await createTestEngineer(db, { first_name: 'Olive' });
    await save(erin, { name: 'Digest', q: word, alert: true });
    await save(olive, { name: 'Digest', q: word, alert: true });
    await callApi(app, 'PUT', '/mail-preferences', { token: olive.token, body: { savedSearchMatch: false } });
    const first = await postAssignment(app, company.token, await validDraft(db, { basic_info: { title: `${word} first` } }));
    const second = await postAssignment(app, company.token, await validDraft(db, { basic_info: { title: `${word} second` } }));
    await alertQueuedSavedSearches({ db });

    const sweep = async (now: Date) => {
      const mails: MailMessage[] = [];
      const result = await sendSavedSearchDigests({ db, mailer: async (mail) => void mails.push(mail), portalOrigin: 'http://portal.test', now, limit: 1000 });
      return { result, mails: mails.filter((mail) => mail.to === erin.email || mail.to === olive.email) };
    };
    const now = Date.now() + 1000;
    const { result, mails } = await sweep(new Date(now));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: erin.email, subject: '2 new work orders match your saved searches' });
    expect(mails[0].text).toContain(`- ${word} first (Digest): http://portal.test/engineer/find-work/eng-details-page/${first.id}`);
    expect(mails[0].text).toContain(`${word} second`);
    expect(result.skipped).toContain(olive.user.id);

    const third = await postAssignment(app, company.token, await validDraft(db, { basic_info: { title: `${word} third` } }));
    await alertQueuedSavedSearches({ db });
    expect((await sweep(new Date(now + 30 * 60_000))).mails).toEqual([]);
    const later = await sweep(new Date(now + 61 * 60_000));
    expect(later.mails).toHaveLength(1);
    expect(later.mails[0].subject).toBe('A new work order matches your saved searches');
    expect(later.mails[0].text).toContain(`${word} third`);
    const unmailed = await db.select().from(savedSearchAlerts).where(and(inArray(savedSearchAlerts.assignmentId, [first.id, second.id, third.id]), eq(savedSearchAlerts.engineerId, erin.user.id)));
    expect(unmailed.every((alert) => alert.mailedAt !== null)).toBe(true);
  });
});
