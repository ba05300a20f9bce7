import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignEngineer } from '../../domain/assignments/assign-engineer';
import { cancelAssignment } from '../../domain/assignments/cancel-assignment';
import { declineEngineer } from '../../domain/assignments/decline-engineer';
import { callApi, type TestApp } from '../../test/helpers';
import { createEngineerTestApp, download, insertTestAssignment, type createTestStorage } from '../../test/support/engineer-profile';
import { attachDocument, createEngineerIn, createMarket, titlesOf, type Market } from '../../test/support/engineer-assignments';

let app: TestApp;
let db: Database;
let storage: ReturnType<typeof createTestStorage>;
let market: Market;

beforeAll(async () => {
  ({ app, db, storage } = await createEngineerTestApp());
  market = await createMarket(db);
});

const myWork = (token: string, query = '') => callApi(app, 'GET', `/engineers/get-applied-assignment${query}`, { token });
const apply = (token: string, assignmentId: number) => callApi(app, 'POST', '/engineers/apply-assignment', { token, body: { assignment_id: assignmentId } });

async function newOrder(title: string) {
  return insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, title });
}

describe('my work', () => {
  it('shows each order with the engineer-side status and filters by it', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const frank = await createEngineerIn(app, db, market.cities.austin, 50, 'Frank');
    const actor = { userId: market.company.user.id, companyId: market.company.companyId, customerId: null };
    const open = await newOrder('Open – applied');
    const declined = await newOrder('Declined – me');
    const mine = await newOrder('Assigned – me');
    const theirs = await newOrder('Assigned – someone else');
    const cancelled = await newOrder('Cancelled – while applied');
    const withdrawn = await newOrder('Withdrawn – gone');
    for (const order of [open, declined, mine, theirs, cancelled, withdrawn]) expect((await apply(erin.token, order.id)).status).toBe(201);
    await apply(frank.token, theirs.id);
    await declineEngineer({ db, actor, assignmentId: declined.id, engineerId: erin.user.id });
    await assignEngineer({ db, actor, assignmentId: mine.id, engineerId: erin.user.id });
    await assignEngineer({ db, actor, assignmentId: theirs.id, engineerId: frank.user.id });
    await cancelAssignment({ db, actor, assignmentId: cancelled.id, reason: null });
    await callApi(app, 'PATCH', '/engineers/leave-assignment', { token: erin.token, body: { assignment_id: withdrawn.id } });

    const all = await myWork(erin.token, '?per_page=100');
    expect(all.status).toBe(200);
    const statusOf = Object.fromEntries(all.body.data.data.map((row: { title: string; engineer_status: number }) => [row.title, row.engineer_status]));
    expect(statusOf).toEqual({
      'Open – applied': 0,
      'Declined – me': 9,
      'Assigned – me': 1,
      'Assigned – someone else': 9,
      'Cancelled – while applied': 10,
    });
    expect(all.body.data.total_count).toBe(5);
    expect(titlesOf(all.body)[0]).toBe('Cancelled – while applied');

    expect(titlesOf((await myWork(erin.token, '?status=0')).body)).toEqual(['Open – applied']);
    expect(titlesOf((await myWork(erin.token, '?status=1')).body)).toEqual(['Assigned – me']);
    expect(titlesOf((await myWork(erin.token, '?status=9')).body)).toEqual(['Assigned – someone else', 'Declined – me']);
    expect(titlesOf((await myWork(erin.token, '?status=10')).body)).toEqual(['Cancelled – while applied']);
    expect((await myWork(erin.token, '?status=11&per_page=2')).body.data).toMatchObject({ total_count: 5, data: [{}, {}] });
    expect((await myWork(erin.token, '?status=13')).status).toBe(400);

    const details = await callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${mine.id}`, { token: erin.token });
    expect(details.body.data).toMatchObject({ status: 1, engineer_status: 1, is_assigned_to_me: true, my_application: { status: 'assigned' } });
    const lost = await callApi(app, 'GET', `/engineers/get-assignment-details?id=${theirs.id}`, { token: erin.token });
    expect(lost.body.data).toMatchObject({ engineer_status: 9, is_assigned_to_me: false, can_download_documents: false });
    expect(lost.body.data).not.toHaveProperty('assigned_engineer');
  });

  it('keeps each engineer’s applications to themselves (404 for another engineer)', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const gail = await createEngineerIn(app, db, market.cities.austin, 50, 'Gail');
    const order = await newOrder('Private application');
    await apply(erin.token, order.id);
    const actor = { userId: market.company.user.id, companyId: market.company.companyId, customerId: null };
    await assignEngineer({ db, actor, assignmentId: order.id, engineerId: erin.user.id });

    expect((await myWork(gail.token)).body.data).toEqual({ total_count: 0, data: [] });
    expect((await callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${order.id}`, { token: gail.token })).status).toBe(404);
    expect((await callApi(app, 'GET', `/engineers/get-assignment-details?id=${order.id}`, { token: gail.token })).status).toBe(404);
    expect((await callApi(app, 'PATCH', '/engineers/leave-assignment', { token: gail.token, body: { assignment_id: order.id } })).status).toBe(404);
    const open = await newOrder('Open, not applied');
    expect((await callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${open.id}`, { token: gail.token })).status).toBe(404);
  });
});

describe('work-order documents for engineers', () => {
  it('lets applicants and the assignee download, and nobody else', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const gail = await createEngineerIn(app, db, market.cities.austin, 50, 'Gail');
    const order = await newOrder('With a scope document');
    const documentId = await attachDocument(db, storage, order.id, market.company.user.id);
    const path = `/engineers/assignment-document?id=${documentId}`;

    const before = await callApi(app, 'GET', `/engineers/get-assignment-details?id=${order.id}`, { token: erin.token });
    expect(before.body.data.documents).toEqual([{ id: documentId, name: 'scope.pdf', mime_type: 'application/pdf', size_bytes: expect.any(Number), file_id: expect.any(Number) }]);
    expect(before.body.data.can_download_documents).toBe(false);
    expect((await download(app, path, erin.token)).status).toBe(404);

    await apply(erin.token, order.id);
    const file = await download(app, path, erin.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="scope.pdf"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect((await download(app, path, gail.token)).status).toBe(404);
    expect((await download(app, path, market.company.token)).status).toBe(403);

    await callApi(app, 'PATCH', '/engineers/leave-assignment', { token: erin.token, body: { assignment_id: order.id } });
    expect((await download(app, path, erin.token)).status).toBe(404);
  });
});
