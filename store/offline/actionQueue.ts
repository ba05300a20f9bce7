/**
 * The offline queue of on-site actions: what an engineer does on an order while the phone has no
 * signal is kept in IndexedDB and sent, in the order it was done, when the signal returns.
 *
 * API (for every feature that wants an action to survive a dead signal):
 *
 *   const action = await enqueueAction(store, {
 *     kind: 'checkIn',                 // one of OFFLINE_ACTION_KINDS: says what it is in the banner and the toasts
 *     orderId: 12,                     // the work order it acts on
 *     userId: 7,                       // the signed-in user: only their own queue is ever sent
 *     request: onSiteRequests.checkIn(12, position), // store/api/onSiteRequests: the request the online try sends
 *     position: { latitude, longitude } // optional, where the browser gave one
 *   });
 *
 * `request.url` is an API path under /api/v1 (the endpoint constants); the body is `json`, or
 * `form` for multipart (text fields and Blobs, which IndexedDB keeps as they are); both are
 * built by onSiteRequests, the same builders the online mutations send. enqueueAction
 * gives the action its Idempotency-Key (a UUID, sent with every try, so a replay acts once) and
 * stamps `acted_at` (when the user acted) into the body. `flushQueue` sends a user's actions one
 * by one in order: a success or a refusal (4xx, with the server's message) takes the action off
 * the queue and is reported; a network failure or 5xx stops the run and leaves the rest in order
 * for the next try. In the portal, use `useOfflineQueue()` (components/offline), which wires the
 * IndexedDB store, the sender, the toasts and the triggers (online, focus, Background Sync).
 */
import type { BrowserPosition } from '@/store/api/engineerWorkApi';
import { stampActedAt, type OnSiteRequest } from '@/store/api/onSiteRequests';

export const OFFLINE_ACTION_KINDS = ['checkIn', 'checkOut', 'addExpense', 'uploadDeliverable', 'handIn', 'complete', 'sendMessage', 'signOff'] as const;
export type OfflineActionKind = (typeof OFFLINE_ACTION_KINDS)[number];

/** What the banner and the toasts call each kind. */
export const OFFLINE_ACTION_LABELS: Record<OfflineActionKind, string> = {
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  addExpense: 'Expense',
  uploadDeliverable: 'Deliverable upload',
  handIn: 'Hand-in of the deliverables',
  complete: 'Completion',
  sendMessage: 'Message',
  signOff: 'Customer sign-off',
};

export type NewQueuedAction = {
  kind: OfflineActionKind;
  orderId: number;
  userId: number;
  /** Built by onSiteRequests (store/api/onSiteRequests), as the online try sends it. */
  request: OnSiteRequest;
  /** Where the browser said the device was, when the app records one for this action (check-in and check-out). */
  position?: BrowserPosition | null;
  /** When the user acted; now when left out. */
  actedAt?: Date;
  /** The Idempotency-Key its first try already carried (useRunOrQueue); a new one when left out. */
  id?: string;
};

export type QueuedAction = Omit<NewQueuedAction, 'actedAt'> & {
  /** The Idempotency-Key of every try. */
  id: string;
  /** ISO time the user acted, also in the request body as acted_at. */
  actedAt: string;
};

/** Where the queue lives: IndexedDB in the browser (idbActionStore), an array in tests. */
export type ActionStore = {
  add(action: QueuedAction): Promise<void>;
  /** The user's actions, oldest first. */
  list(userId: number): Promise<QueuedAction[]>;
  remove(id: string): Promise<void>;
};

/** What one try of an action came to. */
export type SendOutcome = { kind: 'done'; message: string } | { kind: 'refused'; message: string } | { kind: 'retry' };

export type ActionResult = { action: QueuedAction; outcome: Exclude<SendOutcome, { kind: 'retry' }> };

/** Puts an action on the user's queue with its Idempotency-Key and the time they acted; answers it as queued. */
export async function enqueueAction(store: ActionStore, { actedAt = new Date(), id, ...action }: NewQueuedAction, newKey: () => string = () => crypto.randomUUID()): Promise<QueuedAction> {
  const at = actedAt.toISOString();
  const queued: QueuedAction = { ...action, id: id ?? newKey(), actedAt: at, request: stampActedAt(action.request, at) };
  await store.add(queued);
  return queued;
}

type FlushOptions = {
  store: ActionStore;
  userId: number;
  send: (action: QueuedAction) => Promise<SendOutcome>;
  /** Told of each action that left the queue, as it leaves. */
  onResult?: (result: ActionResult) => void;
};

/**
 * Sends the user's queue in order, one action at a time (a check-out must not overtake its
 * check-in). Stops at the first action that could not get through, keeping it and those after.
 * Answers how many actions are still waiting.
 */
export async function flushQueue({ store, userId, send, onResult }: FlushOptions): Promise<number> {
  const waiting = await store.list(userId);
  for (const [index, action] of waiting.entries()) {
    const outcome = await send(action);
    if (outcome.kind === 'retry') return waiting.length - index;
    await store.remove(action.id);
    onResult?.({ action, outcome });
  }
  return 0;
}

/** One run at a time across the tabs of the browser (Web Locks), so two tabs never send the same action at once; the keys would make a second send act once anyway. */
export function withQueueLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return locks.request('service-portal-offline-queue', run) as Promise<T>;
}
