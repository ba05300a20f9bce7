import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { API_V1_BASE, DOC_ENDPOINTS } from '@/constants';
import { envelope, errorResponses, jsonContent } from '../lib/openapi';
import { createContractClient } from './openapi-contract-client';

/** A one-route API whose answer is `data` with `status`, documented as `{ count: integer }` or 404. */
function apiAnswering(data: unknown, status: 200 | 404 | 500 = 200) {
  const route = createRoute({
    operationId: 'countThings',
    method: 'get',
    path: '/things/{id}',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: jsonContent(envelope(z.object({ count: z.number().int() })), 'The count'), ...errorResponses(404) },
  });
  const app = new OpenAPIHono().basePath(API_V1_BASE);
  app.openapi(route, (c) => c.json({ message: 'ok', data } as never, status as never));
  app.doc31(DOC_ENDPOINTS.OPENAPI, { openapi: '3.1.0', info: { title: 'test', version: '1' } });
  return app;
}

describe('the contract client', () => {
  it('accepts an answer that matches its documented schema and records the operation', async () => {
    const api = await createContractClient(apiAnswering({ count: 3 }));
    await api.call('GET', '/things/7');
    expect(api.takeProblems()).toEqual([]);
    expect(api.unexercised()).toEqual([]);
  });

  it('reports an answer that does not match, a status that is not documented, and an unexercised operation', async () => {
    const wrong = await createContractClient(apiAnswering({ count: 'three' }));
    await wrong.call('GET', '/things/7');
    expect(wrong.takeProblems()).toEqual([expect.stringMatching(/^countThings \(200\): body\/data\/count must be integer/)]);

    const undocumented = await createContractClient(apiAnswering({ count: 1 }, 500));
    await undocumented.call('GET', '/things/7', { status: 500 });
    expect(undocumented.takeProblems()).toEqual(['countThings (500): status not documented']);
    expect((await createContractClient(apiAnswering({ count: 1 }))).unexercised()).toEqual([`GET ${API_V1_BASE}/things/{id}`]);
  });

  it('fails a call that answers another status than the one expected', async () => {
    const api = await createContractClient(apiAnswering({ count: 1 }, 404));
    await expect(api.call('GET', '/things/7')).rejects.toThrow('GET /things/7 answered 404, not 200');
  });
});
