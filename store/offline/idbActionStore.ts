import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ActionStore, QueuedAction } from './actionQueue';

// The offline queue in IndexedDB: one store of actions in the order they were queued (an
// auto-incremented key), with the user's id indexed so each user reads only their own.

type StoredAction = QueuedAction & { seq?: number };

interface QueueSchema extends DBSchema {
  actions: { key: number; value: StoredAction; indexes: { byId: string; byUser: number } };
}

const DB_NAME = 'service-portal-offline';
const DB_VERSION = 1;

let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;

function openQueue(): Promise<IDBPDatabase<QueueSchema>> {
  opened ??= openDB<QueueSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
      actions.createIndex('byId', 'id', { unique: true });
      actions.createIndex('byUser', 'userId');
    },
  });
  return opened;
}

/** The queue as the browser keeps it across reloads, tabs and the service worker. */
export const idbActionStore: ActionStore = {
  async add(action) {
    await (await openQueue()).add('actions', action);
  },
  async list(userId) {
    const rows = await (await openQueue()).getAllFromIndex('actions', 'byUser', userId);
    return rows
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
      .map((row) => {
        const action: StoredAction = { ...row };
        delete action.seq;
        return action;
      });
  },
  async remove(id) {
    const db = await openQueue();
    const seq = await db.getKeyFromIndex('actions', 'byId', id);
    if (seq !== undefined) await db.delete('actions', seq);
  },
};
