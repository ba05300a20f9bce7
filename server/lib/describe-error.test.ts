import { sql } from 'drizzle-orm';
import { inspect } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { captureLogs } from '../test/capture-logs';
import { createTestApp, getTestDb } from '../test/helpers';
import { describeError } from './describe-error';

const SECRET = 'scrypt$32768$8$3$c2VjcmV0LXNhbHQ$IBAN-DE89370400440532013000';

let db: Database;

beforeAll(async () => {
  db = await getTestDb();
});

/** A query that fails with the secret among its bound values (and quoted in the database's message). */
const failingQuery = () => db.execute(sql`select ${SECRET}::integer`).then(() => expect.unreachable());

describe('logging a failed query', () => {
  it('keeps the SQL and the database error code but none of the bound values', async () => {
    const error = await failingQuery().catch((caught: unknown) => caught);
    expect(inspect(error, { depth: 5 })).toContain(SECRET);

    const described = describeError(error);
    expect(inspect(described, { depth: 5 })).not.toContain(SECRET);
    expect(described.query).toBe('select $1::integer');
    expect(described.causes?.[0]).toMatchObject({ code: '22P02' });
  });

  it('is what the API logs for an unexpected error', async () => {
    const { app } = await createTestApp();
    app.get('/fails', async () => {
      await failingQuery();
      return new Response();
    });
    const logs = captureLogs();
    const response = await Promise.resolve(app.request('/api/v1/fails')).finally(logs.restore);
    expect(response.status).toBe(500);
    expect(logs.lines.filter((line) => line.msg === 'unexpected error')).toHaveLength(1);
    expect(logs.text()).not.toContain(SECRET);
    expect(logs.text()).toContain('select $1::integer');
  });

  it('keeps the message of an error that is not the database’s', () => {
    expect(describeError(new Error('disk full'))).toMatchObject({ name: 'Error', message: 'disk full' });
  });
});
