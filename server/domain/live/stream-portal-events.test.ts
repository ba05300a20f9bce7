import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createLiveHub, type LiveHub, type LiveSourceHandlers } from '../../lib/live/live-hub';
import { createPgliteSource } from '../../lib/live/pglite-source';
import { createPostgresSource } from '../../lib/live/postgres-source';
import { createTestEngineer, getTestDb } from '../../test/helpers';
import { hashSecret } from '../../lib/secrets';
import { findTokenUser } from '../auth/find-token-user';
import { issueAuthToken } from '../auth/issue-auth-token';
import { revokeAuthTokens } from '../auth/revoke-auth-tokens';
import { createNotification } from '../notifications/create-notification';
import { streamPortalEvents, type LiveMessage } from './stream-portal-events';

// The stream's own rules, with a hand-driven source in place of LISTEN: catching up after the
// listener reconnected, sending an event once, and ending when the token stops working.

let db: Database;

beforeAll(async () => {
  db = await getTestDb();
});

/** A hub whose source the test drives: it hands over the handlers the listener would call. */
function createDrivenHub() {
  let handlers: LiveSourceHandlers | undefined;
  const hub = createLiveHub({ start: async (next) => void (handlers = next), stop: async () => undefined });
  return { hub, source: () => handlers! };
}

function run(options: { userId: number; token: string; lastEventId?: number | null; heartbeatMs?: number; hub: LiveHub }) {
  const messages: LiveMessage[] = [];
  const heartbeats: number[] = [];
  const gone = new AbortController();
  const done = streamPortalEvents({
    db,
    hub: options.hub,
    userId: options.userId,
    token: options.token,
    lastEventId: options.lastEventId ?? null,
    signal: gone.signal,
    heartbeatMs: options.heartbeatMs,
    send: async (message) => void messages.push(message),
    heartbeat: async () => void heartbeats.push(heartbeats.length),
  });
  const ids = (event: LiveMessage['event']) => messages.filter((message) => message.event === event).map((message) => message.id);
  return { messages, heartbeats, ids, done, hangUp: () => gone.abort() };
}

const notify = (userId: number, title: string) => createNotification({ db, userId, kind: 'assign', assignmentId: null, title, body: title });

describe('streamPortalEvents', () => {
  it('catches up from the table when the listener says it lost events, sending each once', async () => {
    const engineer = await createTestEngineer(db);
    const { hub, source } = createDrivenHub();
    const stream = run({ hub, userId: engineer.user.id, token: engineer.token });
    await vi.waitFor(() => expect(stream.ids('ready')).toEqual([0]));

    // Committed while the listener was down: nobody announced them.
    const missed = [await notify(engineer.user.id, 'Missed 1'), await notify(engineer.user.id, 'Missed 2')];
    source().onResync();
    await vi.waitFor(() => expect(stream.ids('notification')).toEqual(missed.map((row) => row.id)));

    // The listener brings one that the catch-up already sent, then a new one.
    const fresh = await notify(engineer.user.id, 'Fresh');
    source().onEvent({ id: missed[1].id, userId: engineer.user.id, kind: 'assign', assignmentId: null });
    source().onEvent({ id: fresh.id, userId: engineer.user.id, kind: 'assign', assignmentId: null });
    await vi.waitFor(() => expect(stream.ids('notification')).toEqual([...missed.map((row) => row.id), fresh.id]));
    expect(stream.messages.at(-1)).toEqual({ event: 'notification', id: fresh.id, data: { id: fresh.id, kind: 'assign', assignment_id: null } });

    stream.hangUp();
    await stream.done;
  });

  it('ignores other users’ events', async () => {
    const engineer = await createTestEngineer(db);
    const other = await createTestEngineer(db);
    const { hub, source } = createDrivenHub();
    const stream = run({ hub, userId: engineer.user.id, token: engineer.token });
    await vi.waitFor(() => expect(stream.ids('ready')).toHaveLength(1));
    source().onEvent({ id: 999_999, userId: other.user.id, kind: 'assign', assignmentId: 1 });
    source().onEvent({ id: 1_000_000, userId: engineer.user.id, kind: 'assign', assignmentId: 1 });
    await vi.waitFor(() => expect(stream.ids('notification')).toEqual([1_000_000]));
    stream.hangUp();
    await stream.done;
  });

  it('keeps the stream alive with heartbeats, and ends at the first one after the token is revoked', async () => {
    const engineer = await createTestEngineer(db);
    const { hub } = createDrivenHub();
    const stream = run({ hub, userId: engineer.user.id, token: engineer.token, heartbeatMs: 10 });
    await vi.waitFor(() => expect(stream.heartbeats.length).toBeGreaterThanOrEqual(2));

    await revokeAuthTokens({ db, userId: engineer.user.id, reason: 'signedOut' });
    // It returns (the handler then closes the response) instead of waiting for events forever.
    await expect(stream.done).resolves.toBeUndefined();
  });

  it('ends at once when the listener announces a revocation of its token, without waiting for a heartbeat', async () => {
    const engineer = await createTestEngineer(db);
    const { hub, source } = createDrivenHub();
    const stream = run({ hub, userId: engineer.user.id, token: engineer.token, heartbeatMs: 600_000 });
    await vi.waitFor(() => expect(stream.ids('ready')).toHaveLength(1));

    await revokeAuthTokens({ db, userId: engineer.user.id, reason: 'signedOut' });
    source().onRevoked(engineer.user.id);
    // An event announced after the revocation is never sent.
    source().onEvent({ id: 2_000_000, userId: engineer.user.id, kind: 'assign', assignmentId: null });
    await expect(stream.done).resolves.toBeUndefined();
    expect(stream.ids('notification')).toEqual([]);
    expect(stream.heartbeats).toEqual([]);
  });

  it("stays open when another of the user's tokens is revoked", async () => {
    const engineer = await createTestEngineer(db);
    const other = await issueAuthToken({ db, userId: engineer.user.id });
    const { tokenId } = await findTokenUser({ db, tokenHash: hashSecret(other.token) });
    const { hub, source } = createDrivenHub();
    const stream = run({ hub, userId: engineer.user.id, token: engineer.token, heartbeatMs: 600_000 });
    await vi.waitFor(() => expect(stream.ids('ready')).toHaveLength(1));

    await revokeAuthTokens({ db, userId: engineer.user.id, reason: 'signedOut', tokenId });
    source().onRevoked(engineer.user.id);
    source().onEvent({ id: 2_000_001, userId: engineer.user.id, kind: 'assign', assignmentId: null });
    await vi.waitFor(() => expect(stream.ids('notification')).toEqual([2_000_001]));
    stream.hangUp();
    await stream.done;
  });

  it('ends without a word when its token was revoked before it was listening (that announcement reached no one)', async () => {
    const engineer = await createTestEngineer(db);
    await revokeAuthTokens({ db, userId: engineer.user.id, reason: 'signedOut' });
    const stream = run({ hub: createDrivenHub().hub, userId: engineer.user.id, token: engineer.token, heartbeatMs: 600_000 });
    await expect(stream.done).resolves.toBeUndefined();
    expect(stream.messages).toEqual([]);
  });
});

describe('streams of one user across server processes', () => {
  /** Another server process as far as the database can tell: a hub with its own listener. */
  function startProcess(streamsPerUser: number) {
    const client = (db as Database & { $client: unknown }).$client;
    const source = client instanceof PGlite ? createPgliteSource(client) : createPostgresSource({ config: (client as pg.Pool).options });
    return createLiveHub(source, { streamsPerUser });
  }

  async function openStream(hub: LiveHub, account: { user: { id: number }; token: string }) {
    const stream = run({ hub, userId: account.user.id, token: account.token, heartbeatMs: 600_000 });
    let ended = false;
    void stream.done.then(() => (ended = true));
    await vi.waitFor(() => expect(stream.ids('ready')).toHaveLength(1));
    return { ...stream, hasEnded: () => ended };
  }

  it('ends the oldest stream, on whichever process holds it, once the user has more than the limit open on all of them', async () => {
    const engineer = await createTestEngineer(db);
    const [first, second] = [startProcess(3), startProcess(3)];
    const firstOldest = await openStream(first, engineer);
    const firstNext = await openStream(first, engineer);
    const secondOldest = await openStream(second, engineer);
    const secondNext = await openStream(second, engineer);

    await vi.waitFor(() => expect(firstOldest.hasEnded()).toBe(true), { timeout: 5_000 });
    const event = await notify(engineer.user.id, 'To the three open ones');
    for (const stream of [firstNext, secondOldest, secondNext]) await vi.waitFor(() => expect(stream.ids('notification')).toEqual([event.id]));

    // A closed stream frees its place on every process: one more on the first ends nothing.
    secondOldest.hangUp();
    await secondOldest.done;
    const firstNewest = await openStream(first, engineer);
    const after = await notify(engineer.user.id, 'Still three');
    for (const stream of [firstNext, secondNext, firstNewest]) await vi.waitFor(() => expect(stream.ids('notification')).toContain(after.id));
    expect([firstNext, secondNext, firstNewest].map((stream) => stream.hasEnded())).toEqual([false, false, false]);

    // Another user's streams are counted apart.
    const other = await createTestEngineer(db);
    const others = [await openStream(second, other), await openStream(second, other)];
    expect([firstNext, secondNext, firstNewest, ...others].some((stream) => stream.hasEnded())).toBe(false);

    for (const stream of [firstNext, secondNext, firstNewest, ...others]) stream.hangUp();
    await Promise.all([firstNext, secondNext, firstNewest, ...others].map((stream) => stream.done));
    for (const hub of [first, second]) await hub.close();
  });
});
