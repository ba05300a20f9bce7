import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createNotification } from '../../domain/notifications/create-notification';
import { callApi, createTestApp, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createParties, insertAssignedOrder } from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

async function withNotifications(count: number): Promise<TestAccount> {
  const account = await createTestEngineer(db);
  for (let index = 1; index <= count; index += 1) {
    await createNotification({ db, userId: account.user.id, kind: 'account', title: `Notice ${index}`, body: `Body ${index}`, link: index === 1 ? '/engineer/my-work' : null });
  }
  return account;
}

const list = (token: string, query = '') => callApi(app, 'GET', `/get-notifications${query}`, { token });

describe('notifications', () => {
  it('lists the user’s own notifications, newest first, by page', async () => {
    const account = await withNotifications(3);
    await withNotifications(2);

    const { status, body } = await list(account.token, '?page=1&per_page=2');
    expect(status).toBe(200);
    expect(body.data.total_count).toBe(3);
    expect(body.data.unread_count).toBe(3);
    expect(body.data.data.map((item: { title: string }) => item.title)).toEqual(['Notice 3', 'Notice 2']);
    expect(body.data.data[0]).toEqual({
      id: expect.any(Number),
      kind: 'account',
      assignment_id: null,
      title: 'Notice 3',
      body: 'Body 3',
      link: null,
      is_read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const second = await list(account.token, '?page=2&per_page=2');
    expect(second.body.data.data).toHaveLength(1);
    expect(second.body.data.data[0]).toMatchObject({ title: 'Notice 1', link: '/engineer/my-work' });
  });

  it('says what happened and which work order it is about', async () => {
    const parties = await createParties(db);
    const order = await insertAssignedOrder(db, parties);
    await createNotification({ db, userId: parties.engineer.user.id, kind: 'assign', assignmentId: order.id, title: 'Assigned', body: 'You were assigned.' });
    const { body } = await list(parties.engineer.token);
    expect(body.data.data[0]).toMatchObject({ kind: 'assign', assignment_id: order.id, title: 'Assigned' });
  });

  it('answers an empty page for a user without notifications, and caps per_page', async () => {
    const account = await createTestEngineer(db);
    expect((await list(account.token)).body.data).toEqual({ total_count: 0, unread_count: 0, data: [] });
    expect((await list(account.token, '?per_page=1000')).status).toBe(200);
    expect((await list(account.token, '?page=0')).status).toBe(400);
  });

  it('marks one read, and refuses another user’s notification with 404', async () => {
    const account = await withNotifications(2);
    const stranger = await createTestEngineer(db);
    const [newest] = (await list(account.token)).body.data.data;

    const read = await callApi(app, 'PATCH', '/read-notification', { token: account.token, body: { id: newest.id } });
    expect(read).toEqual({ status: 200, body: { message: 'Notification marked as read.', data: { unread_count: 1 } } });
    expect((await list(account.token)).body.data.data[0].is_read).toBe(true);

    const foreign = await callApi(app, 'PATCH', '/read-notification', { token: stranger.token, body: { id: newest.id } });
    expect(foreign).toEqual({ status: 404, body: { message: 'Notification not found.', code: 'not_found' } });
    const invalid = await callApi(app, 'PATCH', '/read-notification', { token: account.token, body: {} });
    expect(invalid.status).toBe(400);
  });

  it('marks all read, then clears all', async () => {
    const account = await withNotifications(3);
    const readAll = await callApi(app, 'PATCH', '/read-all-notification', { token: account.token });
    expect(readAll.status).toBe(200);
    expect((await list(account.token)).body.data).toMatchObject({ total_count: 3, unread_count: 0 });

    const cleared = await callApi(app, 'PATCH', '/clear-all-notification', { token: account.token });
    expect(cleared).toEqual({ status: 200, body: { message: 'All notifications cleared.', data: { unread_count: 0 } } });
    expect((await list(account.token)).body.data).toEqual({ total_count: 0, unread_count: 0, data: [] });
  });

  it('needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/get-notifications'],
      ['PATCH', '/read-notification'],
      ['PATCH', '/read-all-notification'],
      ['PATCH', '/clear-all-notification'],
    ]) {
      expect((await callApi(app, method, path)).status, path).toBe(401);
    }
  });
});
