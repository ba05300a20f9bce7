import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_V1_BASE, HEALTH_ENDPOINTS } from '@/constants';
import type pg from 'pg';
import { createApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { checkReadiness, LISTENER_DOWN_MESSAGE, STORAGE_DOWN_MESSAGE } from '../../domain/health/check-readiness';
import { AppError } from '../../lib/errors';
import { closeLiveHub } from '../../lib/live/get-live-hub';
import { callApi, getTestDb } from '../../test/helpers';
import { createTestStorage } from '../../test/support/test-storage';

let db: Database;

beforeAll(async () => {
  db = await getTestDb();
});

/** A database that never answers: every query fails. */
const downDatabase = new Proxy({} as Database, {
  get: () => () => Promise.reject(new Error('connection refused')),
});

describe('GET /health', () => {
  it('answers while the database does not, without a token', async () => {
    const app = createApp({ db: downDatabase, mailer: async () => undefined });
    expect(await callApi(app, 'GET', HEALTH_ENDPOINTS.HEALTH)).toEqual({ status: 200, body: { message: 'OK', data: null } });
  });
});

describe('GET /ready', () => {
  it('answers 200 on a migrated database', async () => {
    const app = createApp({ db, mailer: async () => undefined });
    const { status, body } = await callApi(app, 'GET', HEALTH_ENDPOINTS.READY);
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Ready', data: { migrated_to: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } });
  });

  it('answers 503 when the database does not answer', async () => {
    const app = createApp({ db: downDatabase, mailer: async () => undefined });
    expect(await callApi(app, 'GET', HEALTH_ENDPOINTS.READY)).toEqual({ status: 503, body: { message: 'Not ready: the database does not answer.', code: 'unavailable' } });
  });

  it('answers 503 while a migration is pending', async () => {
    const app = createApp({ db, mailer: async () => undefined });
    const result = (await db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as { rows: { hash: string; created_at: string }[] };
    const [newest] = result.rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where hash = ${newest.hash}`);
    try {
      expect(await callApi(app, 'GET', HEALTH_ENDPOINTS.READY)).toEqual({ status: 503, body: { message: 'Not ready: database migrations are still pending.', code: 'unavailable' } });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest.hash}, ${newest.created_at})`);
    }
    expect((await callApi(app, 'GET', HEALTH_ENDPOINTS.READY)).status).toBe(200);
  });

  it('answers 503 while the live event listener is not connected, or file storage does not answer', async () => {
    const notListening = checkReadiness({ db, isListening: async () => false });
    await expect(notListening).rejects.toEqual(new AppError('UNAVAILABLE', LISTENER_DOWN_MESSAGE));
    const storageDown = checkReadiness({ db, isListening: async () => true, checkStorage: () => Promise.reject(new Error('bucket unreachable')) });
    await expect(storageDown).rejects.toEqual(new AppError('UNAVAILABLE', STORAGE_DOWN_MESSAGE));
    await expect(checkReadiness({ db, isListening: async () => true, checkStorage: async () => undefined })).resolves.toEqual({ migrated_to: expect.any(String) });
  });

  it.runIf(process.env.DATABASE_URL)('listens on DATABASE_LISTEN_URL: 503 while it cannot be reached, 200 once it can', async () => {
    const url = ((db as Database & { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
    for (const [listenUrl, status] of [['postgres://root@127.0.0.1:1/nowhere', 503], [url, 200]] as const) {
      const handle = createDatabase({ url, listenUrl });
      try {
        const answer = await callApi(createApp({ db: handle.db, mailer: async () => undefined }), 'GET', HEALTH_ENDPOINTS.READY);
        expect(answer.status, listenUrl).toBe(status);
        if (status === 503) expect(answer.body).toEqual({ message: LISTENER_DOWN_MESSAGE, code: 'unavailable' });
      } finally {
        await closeLiveHub(handle.db);
        await handle.close();
      }
    }
  });

  it("answers 503 when the storage new uploads go to does not answer", async () => {
    const broken = createTestStorage();
    const current = { ...broken.current, check: () => Promise.reject(new Error('bucket unreachable')) };
    const app = createApp({ db, storage: { ...broken, current }, mailer: async () => undefined });
    expect(await callApi(app, 'GET', HEALTH_ENDPOINTS.READY)).toEqual({ status: 503, body: { message: STORAGE_DOWN_MESSAGE, code: 'unavailable' } });
  });

  it('both are public operations of the OpenAPI document', async () => {
    const app = createApp({ db, mailer: async () => undefined });
    const { body } = await callApi(app, 'GET', '/openapi.json');
    for (const path of Object.values(HEALTH_ENDPOINTS)) {
      expect(body.paths[`${API_V1_BASE}${path}`].get.security, path).toEqual([]);
    }
    expect(Object.keys(body.paths[`${API_V1_BASE}${HEALTH_ENDPOINTS.READY}`].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });
});
