import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { LIVE_ENDPOINTS } from '@/constants';
import { LIVE_EVENT, liveEventSchema, type LiveEvent } from '@/contracts/notifications';
import { resolveApiBaseUrl } from './apiClient';

// The signed-in user's live event stream (GET /events, Server-Sent Events), authenticated like
// every API call by the same-origin session cookie. It is read with fetch and an SSE parser rather
// than EventSource, which hides the status of a refused connection: this stops on a 401 and
// otherwise does what EventSource would, reconnecting after a drop from the last id it saw.

/** Waits before reconnecting: doubling from `firstMs` up to `maxMs`, plus up to a quarter more at random (instances restarting together). */
export type LiveRetryDelays = { firstMs: number; maxMs: number };

const RETRY: LiveRetryDelays = { firstMs: 1000, maxMs: 30_000 };

export type LiveEventsOptions = {
  /** A new notification of the user. */
  onEvent: (event: LiveEvent) => void;
  /** The stream is open and has sent what was missed; `isReconnect` when it had been open before. */
  onReady: (info: { isReconnect: boolean }) => void;
  retry?: LiveRetryDelays;
};

/** Opens the stream and keeps it open until the returned function is called. */
export function connectLiveEvents(options: LiveEventsOptions): () => void {
  const stop = new AbortController();
  void keepConnected(options, stop.signal);
  return () => stop.abort();
}

type Cursor = { lastEventId: number | null; isOpened: boolean };

async function keepConnected({ onEvent, onReady, retry = RETRY }: LiveEventsOptions, signal: AbortSignal) {
  const cursor: Cursor = { lastEventId: null, isOpened: false };
  let failures = 0;
  while (!signal.aborted) {
    let status = 0;
    try {
      status = await readStream(cursor, signal, (message) => {
        const wasReady = handleMessage(message, cursor, { onEvent, onReady });
        if (wasReady) failures = 0;
      });
    } catch (error) {
      if (signal.aborted) return;
      console.warn('The live event stream broke off:', (error as Error).message);
    }
    // A refused session is not tried again: the next API call signs the user out (the 401 reaction).
    if (status === 401 || status === 403) return;
    await wait(delayFor(failures, retry), signal);
    failures += 1;
  }
}

/** Reads one connection until it ends; answers its HTTP status. */
async function readStream(cursor: Cursor, signal: AbortSignal, onMessage: (message: EventSourceMessage) => void): Promise<number> {
  const url = new URL(`${resolveApiBaseUrl()}${LIVE_ENDPOINTS.EVENTS}`, window.location.origin);
  if (cursor.lastEventId !== null) url.searchParams.set('last_event_id', String(cursor.lastEventId));
  // Low priority: a stream that stays open is not part of the page's load (and browsers and page
  // audits then stop counting it as a critical request still in flight).
  const response = await fetch(url, { headers: { Accept: 'text/event-stream' }, credentials: 'same-origin', cache: 'no-store', priority: 'low', signal });
  if (!response.ok || !response.body) return response.status;
  const reader = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) onMessage(next.value);
  } finally {
    reader.releaseLock();
  }
  return response.status;
}

/** Moves the cursor and tells the caller; answers whether it was `ready`. */
function handleMessage(message: EventSourceMessage, cursor: Cursor, { onEvent, onReady }: Pick<LiveEventsOptions, 'onEvent' | 'onReady'>): boolean {
  const id = Number(message.id);
  if (message.id && Number.isInteger(id)) cursor.lastEventId = Math.max(cursor.lastEventId ?? 0, id);
  if (message.event === LIVE_EVENT.READY) {
    onReady({ isReconnect: cursor.isOpened });
    cursor.isOpened = true;
    return true;
  }
  if (message.event === LIVE_EVENT.NOTIFICATION) {
    const event = liveEventSchema.safeParse(readJson(message.data));
    if (event.success) onEvent(event.data);
  }
  return false;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const delayFor = (failures: number, { firstMs, maxMs }: LiveRetryDelays) => {
  const base = Math.min(maxMs, firstMs * 2 ** failures);
  return base + Math.random() * base * 0.25;
};

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
