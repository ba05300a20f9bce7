import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINEER_PROFILE_ENDPOINTS, MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { getTestDb, uniqueEmail, uniqueIp } from '../test/helpers';
import { JSON_BODY_MAX_BYTES } from './body-limit';

const UPLOAD_MAX_BYTES = 64 * 1024;
const CHUNK = 64 * 1024;

let db: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await getTestDb();
  app = createApp({ db, mailer: async () => undefined, uploadMaxBytes: UPLOAD_MAX_BYTES });
});

/** A body of `total` bytes made on demand, counting what the server pulled. */
function countedBody(total: number, prefix = '{"email":"a@b.test","password":"') {
  const counter = { pulled: 0 };
  const head = new TextEncoder().encode(prefix);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      const chunk = counter.pulled === 0 ? head : new Uint8Array(CHUNK).fill(0x61);
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  app.request(`/api/v1${path}`, { method: 'POST', body, headers: { 'x-forwarded-for': uniqueIp(), ...headers }, duplex: 'half' } as RequestInit);

describe('body limits', () => {
  it('refuses a 100 MB JSON body with 413 by its Content-Length, reading none of it', async () => {
    const { stream, counter } = countedBody(100 * 1024 * 1024);
    const response = await post('/login', stream, { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is larger than 64 KB.', code: 'payload_too_large' });
    expect(counter.pulled).toBeLessThanOrEqual(CHUNK);
  });

  it('stops reading a streamed JSON body without a length as soon as it passes the limit', async () => {
    const { stream, counter } = countedBody(100 * 1024 * 1024);
    const response = await post('/login', stream, { 'content-type': 'application/json' });
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThan(JSON_BODY_MAX_BYTES + 3 * CHUNK);
  });

  it('reads a JSON body under the limit as before', async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(JSON_BODY_MAX_BYTES - 200) });
    const response = await post('/login', body, { 'content-type': 'application/json' });
    expect(response.status).toBe(401);
  });

  it('lets an upload carry the upload limit for each of its files, and no more', async () => {
    const allowed = UPLOAD_MAX_BYTES * MAX_ASSIGNMENT_DOCUMENTS + JSON_BODY_MAX_BYTES;
    const { stream, counter } = countedBody(allowed * 4, '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n');
    const response = await post(ENGINEER_PROFILE_ENDPOINTS.UPLOAD_PROFILE_PICTURE, stream, { 'content-type': 'multipart/form-data; boundary=x' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: `The upload is larger than ${Math.floor(allowed / 1024)} KB in total.`, code: 'payload_too_large' });
    expect(counter.pulled).toBeLessThan(allowed + 3 * CHUNK);
  });
});
