import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { revokeAuthTokens } from '../../domain/auth/revoke-auth-tokens';
import { createNotification } from '../../domain/notifications/create-notification';
import { createTestEngineer, getTestDb, type TestAccount } from '../../test/helpers';
import { createLiveHub, type LiveHub } from './live-hub';
import { createPgliteSource } from './pglite-source';
import { createPostgresSource } from './postgres-source';
import type { PortalEvent } from './portal-event';

// The listeners on the real databases: what the notifications trigger and revokeAuthTokens
// announce arrives on commit, to every listener, and never for a rolled-back transaction.

let db: Database;
let engineer: TestAccount;
const isPostgres = inject('testDatabase').kind === 'postgres';

beforeAll(async () => {
  db = await getTestDb();
  engineer = await createTestEngineer(db);
});

/** Each event a hub hands to one subscriber of the engineer, and each revocation and catch-up call, in order. */
async function subscribe(hub: LiveHub, userId: number) {
  const events: PortalEvent[] = [];
  let resyncs = 0;
  let revocations = 0;
  const waiters: (() => void)[] = [];
  const wakeAll = () => waiters.splice(0).forEach((wake) => wake());
  const subscription = hub.subscribe(userId, {
    onEvent: (event) => (events.push(event), wakeAll()),
    onRevoked: () => ((revocations += 1), wakeAll()),
    onResync: () => ((resyncs += 1), wakeAll()),
  });
  await subscription.ready;
  const until = async (isDone: () => boolean) => {
    while (!isDone()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return {
    nextEvent: async (index: number) => (await until(() => events.length > index), events[index]),
    resynced: () => until(() => resyncs > 0),
    revoked: () => until(() => revocations > 0),
    revocations: () => revocations,
  };
}

/**
 * A revocation rolled back is announced to no one; a committed one to every listener. The
 * notification committed in between shows the rollback's turn has passed (commit order).
 */
async function expectRevocationAnnounced(listeners: Awaited<ReturnType<typeof subscribe>>[], userId: number) {
  await db
    .transaction(async (tx) => {
      await revokeAuthTokens({ db: tx, userId, reason: 'signedOut' });
      throw new Error('roll back');
    })
    .catch(() => undefined);
  const marker = await createNotification({ db, userId, kind: 'account', assignmentId: null, title: 'after the rollback', body: 'body' });
  for (const listener of listeners) {
    expect((await listener.nextEvent(0)).id).toBe(marker.id);
    expect(listener.revocations()).toBe(0);
  }
  await revokeAuthTokens({ db, userId, reason: 'signedOut' });
  for (const listener of listeners) await listener.revoked();
}

const insertSql = "insert into notifications (user_id, kind, title, body) values ($1, 'account', $2, 'body') returning id";

describe.runIf(isPostgres)('LISTEN portal_events on PostgreSQL', () => {
  const pool = () => (db as Database & { $client: pg.Pool }).$client;
  const hubs: LiveHub[] = [];
  let writer: pg.Client;

  beforeAll(async () => {
    writer = new pg.Client(pool().options);
    await writer.connect();
  });

  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    await writer?.end();
  });

  /** Another server process as far as the database can tell: its own listener on its own connection. */
  const startProcess = (userId = engineer.user.id) => {
    const hub = createLiveHub(createPostgresSource({ config: pool().options, retry: { firstMs: 20, maxMs: 200 } }));
    hubs.push(hub);
    return subscribe(hub, userId);
  };

  it('delivers a commit made on a third connection to both processes, and nothing of a rollback', async () => {
    const [first, second] = [await startProcess(), await startProcess()];

    await writer.query('begin');
    await writer.query(insertSql, [engineer.user.id, 'rolled back']);
    await writer.query('rollback');
    await writer.query('begin');
    const { rows } = await writer.query<{ id: number }>(insertSql, [engineer.user.id, 'committed']);
    await writer.query('commit');

    // Notifications arrive in commit order: had the rollback sent one, it would come first.
    for (const process of [first, second]) {
      expect(await process.nextEvent(0)).toEqual({ id: rows[0].id, userId: engineer.user.id, kind: 'account', assignmentId: null });
    }
  });

  it("announces a committed revocation of a user's tokens to both processes, and nothing of a rolled-back one", async () => {
    const account = await createTestEngineer(db);
    await expectRevocationAnnounced([await startProcess(account.user.id), await startProcess(account.user.id)], account.user.id);
  });

  it('reconnects after its connection is killed, asks streams to catch up, and hears new events again', async () => {
    const process = await startProcess();
    const { rows: listeners } = await writer.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()",
    );
    expect(listeners.length).toBeGreaterThan(0);
    for (const { pid } of listeners) await writer.query('select pg_terminate_backend($1)', [pid]);

    await process.resynced();
    const later = await createNotification({ db, userId: engineer.user.id, kind: 'message', assignmentId: null, title: 'After', body: 'reconnect' });
    expect((await process.nextEvent(0)).id).toBe(later.id);
  });
});

describe.runIf(!isPostgres)('listen on the embedded database (PGlite)', () => {
  it('delivers a commit to every listener, and nothing of a rollback', async () => {
    const client = (db as Database & { $client: PGlite }).$client;
    expect(client).toBeInstanceOf(PGlite);
    const hubs = [createLiveHub(createPgliteSource(client)), createLiveHub(createPgliteSource(client))];
    const [first, second] = [await subscribe(hubs[0], engineer.user.id), await subscribe(hubs[1], engineer.user.id)];

    await db
      .transaction(async (tx) => {
        await createNotification({ db: tx, userId: engineer.user.id, kind: 'account', title: 'rolled back', body: 'body' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const kept = await createNotification({ db, userId: engineer.user.id, kind: 'account', title: 'committed', body: 'body' });

    for (const listener of [first, second]) expect((await listener.nextEvent(0)).id).toBe(kept.id);
    for (const hub of hubs) await hub.close();
  });

  it("announces a committed revocation of a user's tokens to every listener, and nothing of a rolled-back one", async () => {
    const client = (db as Database & { $client: PGlite }).$client;
    const account = await createTestEngineer(db);
    const hubs = [createLiveHub(createPgliteSource(client)), createLiveHub(createPgliteSource(client))];
    await expectRevocationAnnounced([await subscribe(hubs[0], account.user.id), await subscribe(hubs[1], account.user.id)], account.user.id);
    for (const hub of hubs) await hub.close();
  });
});
