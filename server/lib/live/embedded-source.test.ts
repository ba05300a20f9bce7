import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createEmbeddedHandle } from '../../db/embedded/create-embedded-handle';
import { closeLiveHub, getLiveHub } from './get-live-hub';
import { tokensRevokedPayload, type PortalEvent } from './portal-event';

// Live events of the embedded database, which runs in its own process: what its process hears
// on commit reaches the hub of this process, and nothing of a rollback.

let directory: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'embedded-source-test-'));
  handle = createEmbeddedHandle({ dataDir: path.join(directory, 'pglite') });
});

afterAll(async () => {
  await closeLiveHub(handle.db);
  await handle.close();
  await rm(directory, { recursive: true, force: true });
});

const notify = (id: number) => `select pg_notify('portal_events', json_build_object('id', ${id}, 'user_id', 7, 'kind', 'account', 'assignment_id', null)::text)`;
const revoke = (userId: number) => `select pg_notify('portal_events', '${tokensRevokedPayload(userId)}')`;

it('hands a committed portal event and a revocation to the subscribers of its user, and nothing of a rollback', async () => {
  if (handle.kind === 'memory') throw new Error('expected the embedded database');
  const events: PortalEvent[] = [];
  let arrived: () => void = () => undefined;
  let revoked: () => void = () => undefined;
  const firstEvent = new Promise<void>((resolve) => (arrived = resolve));
  const revocation = new Promise<void>((resolve) => (revoked = resolve));
  const subscription = getLiveHub(handle.db).subscribe(7, { onEvent: (event) => (events.push(event), arrived()), onRevoked: () => revoked(), onResync: () => undefined });
  await subscription.ready;

  const client = await handle.client.connect();
  try {
    await client.query('begin');
    await client.query(notify(1));
    await client.query('rollback');
    await client.query(notify(2));
    await client.query(revoke(8));
    await client.query(revoke(7));
  } finally {
    client.release();
  }
  await firstEvent;
  await revocation;
  expect(events).toEqual([{ id: 2, userId: 7, kind: 'account', assignmentId: null }]);
  subscription.unsubscribe();
});
