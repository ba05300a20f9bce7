import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_V1_BASE, HEALTH_ENDPOINTS } from '@/constants';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { callApi, getTestDb } from '../../test/helpers';

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

  it('both are public operations of the OpenAPI document', async () => {
    const app = createApp({ db, mailer: async () => undefined });
    const { body } = await callApi(app, 'GET', '/openapi.json');
    for (const path of Object.values(HEALTH_ENDPOINTS)) {
      expect(body.paths[`${API_V1_BASE}${path}`].get.security, path).toEqual([]);
    }
    expect(Object.keys(body.paths[`${API_V1_BASE}${HEALTH_ENDPOINTS.READY}`].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });
});
