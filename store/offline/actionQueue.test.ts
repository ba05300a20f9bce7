import { describe, expect, it, vi } from 'vitest';
import { enqueueAction, flushQueue, type ActionStore, type QueuedAction, type SendOutcome } from './actionQueue';
import { sendQueuedAction } from './sendQueuedAction';

/** The queue in an array, as IndexedDB keeps it: in the order added, each user reading their own. */
function memoryStore(): ActionStore & { rows: QueuedAction[] } {
  const rows: QueuedAction[] = [];
  return {
    rows,
    add: async (action) => void rows.push(structuredClone(action)),
    list: async (userId) => rows.filter((row) => row.userId === userId),
    remove: async (id) => void rows.splice(rows.findIndex((row) => row.id === id), 1),
  };
}

let keys = 0;
const nextKey = () => `key-${++keys}`;
const checkIn = (userId = 7, orderId = 12) => ({ kind: 'checkIn' as const, orderId, userId, request: { method: 'PATCH' as const, url: '/engineers/check-in', json: { assignment_id: orderId } } });

describe('enqueueAction', () => {
  it('gives the action its key and stamps when the user acted into the JSON body', async () => {
    const store = memoryStore();
    const actedAt = new Date('2030-04-01T09:00:00.000Z');
    const action = await enqueueAction(store, { ...checkIn(), position: { latitude: 30.1, longitude: -97.7 }, actedAt }, nextKey);
    expect(action).toMatchObject({ id: expect.stringMatching(/^key-/), actedAt: '2030-04-01T09:00:00.000Z', position: { latitude: 30.1, longitude: -97.7 } });
    expect(action.request.json).toEqual({ assignment_id: 12, acted_at: '2030-04-01T09:00:00.000Z' });
    expect(store.rows).toHaveLength(1);
  });

  it('adds acted_at as a field of a multipart body and keeps the file', async () => {
    const store = memoryStore();
    const blob = new Blob(['png'], { type: 'image/png' });
    const request = { method: 'PATCH' as const, url: '/engineers/add-deliverable', form: [{ name: 'assignment_id', value: '12' }, { name: 'file', blob, filename: 'rack.png' }] };
    const action = await enqueueAction(store, { kind: 'uploadDeliverable', orderId: 12, userId: 7, request }, nextKey);
    expect(action.request.form?.map((field) => field.name)).toEqual(['assignment_id', 'file', 'acted_at']);
  });

  it('keeps the key its first try already carried, so the server answers the replay with that first answer', async () => {
    const store = memoryStore();
    const action = await enqueueAction(store, { ...checkIn(), id: 'first-try-key' }, nextKey);
    expect(action.id).toBe('first-try-key');
    expect(store.rows[0].id).toBe('first-try-key');
  });
});

describe('flushQueue', () => {
  it('sends the user’s actions in order and reports each result, a refusal with the server’s words', async () => {
    const store = memoryStore();
    const first = await enqueueAction(store, checkIn(), nextKey);
    const other = await enqueueAction(store, checkIn(8), nextKey);
    const second = await enqueueAction(store, { ...checkIn(), kind: 'checkOut' }, nextKey);
    const outcomes: Record<string, SendOutcome> = { [first.id]: { kind: 'done', message: 'Checked in.' }, [second.id]: { kind: 'refused', message: 'The work order was cancelled.' } };
    const send = vi.fn(async (action: QueuedAction) => outcomes[action.id]);
    const results: string[] = [];
    const left = await flushQueue({ store, userId: 7, send, onResult: ({ action, outcome }) => results.push(`${action.kind} ${outcome.kind}: ${outcome.message}`) });

    expect(send.mock.calls.map(([action]) => action.id)).toEqual([first.id, second.id]);
    expect(results).toEqual(['checkIn done: Checked in.', 'checkOut refused: The work order was cancelled.']);
    expect(left).toBe(0);
    expect(store.rows.map((row) => row.id)).toEqual([other.id]);
  });

  it('stops at an action that could not get through and keeps it and those after, in order', async () => {
    const store = memoryStore();
    const first = await enqueueAction(store, checkIn(), nextKey);
    const second = await enqueueAction(store, { ...checkIn(), kind: 'checkOut' }, nextKey);
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'retry' }));
    expect(await flushQueue({ store, userId: 7, send })).toBe(2);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.rows.map((row) => row.id)).toEqual([first.id, second.id]);
  });
});

describe('sendQueuedAction', () => {
  const action = (): QueuedAction => ({ ...checkIn(), id: 'key-x', actedAt: '2030-04-01T09:00:00.000Z', request: { method: 'PATCH', url: '/engineers/check-in', json: { assignment_id: 12 } } });
  const answer = (status: number, message: string) => async () => new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } });

  it('sends the key and the JSON body to the API path', async () => {
    const doFetch = vi.fn(answer(200, 'Checked in.'));
    expect(await sendQueuedAction(action(), doFetch as typeof fetch)).toEqual({ kind: 'done', message: 'Checked in.' });
    const [url, init] = doFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/engineers/check-in');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'key-x', 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ assignment_id: 12 });
  });

  it('reads a 4xx as refused with the server’s words, and no answer, a 5xx, a 401 or a key still running as retry', async () => {
    expect(await sendQueuedAction(action(), answer(409, 'The work order is cancelled.') as typeof fetch)).toEqual({ kind: 'refused', message: 'The work order is cancelled.' });
    expect(await sendQueuedAction(action(), (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)).toEqual({ kind: 'retry' });
    expect(await sendQueuedAction(action(), answer(503, 'Down') as typeof fetch)).toEqual({ kind: 'retry' });
    expect(await sendQueuedAction(action(), answer(401, 'Sign in') as typeof fetch)).toEqual({ kind: 'retry' });
    const running = answer(409, 'A request with this Idempotency-Key is still being processed; try again in a moment.');
    expect(await sendQueuedAction(action(), running as typeof fetch)).toEqual({ kind: 'retry' });
  });
});
