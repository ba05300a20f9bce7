import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { API_V1_BASE, DOC_ENDPOINTS } from '@/constants';
import { countrySchema } from '@/contracts/lists';
import { createApp } from '../app';
import { envelope, errorResponses, jsonContent } from '../lib/openapi';
import { createContractClient } from './openapi-contract-client';
import { collectAnswerSchemas, createAnswerSchemaCheck } from './answer-schemas';
import { getTestDb } from './helpers';

/** A one-route API answering `data`, documented as a country of contracts/lists.ts with a rule JSON Schema cannot say. */
function apiAnswering(data: unknown) {
  const country = countrySchema.refine((item) => item.iso2 === item.iso2.toUpperCase(), 'iso2 is upper case');
  const route = createRoute({
    operationId: 'getCountry',
    method: 'get',
    path: '/country/{id}',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: jsonContent(envelope(country), 'The country'), ...errorResponses(404) },
  });
  const app = new OpenAPIHono().basePath(API_V1_BASE);
  app.openapi(route, (c) => c.json({ message: 'OK', data } as never, 200));
  app.doc31(DOC_ENDPOINTS.OPENAPI, { openapi: '3.1.0', info: { title: 'test', version: '1' } });
  return app;
}

const austin = { id: 1, name: 'United States', iso2: 'US', phonecode: '1', latitude: 38, longitude: -97 };

describe('answers parsed with the contract schemas', () => {
  it('accepts an answer the contract schema parses', async () => {
    const api = await createContractClient(apiAnswering(austin));
    await api.call('GET', '/country/1');
    expect(api.takeProblems()).toEqual([]);
  });

  it('reports an answer the served document accepts but the contract schema refuses', async () => {
    const api = await createContractClient(apiAnswering({ ...austin, iso2: 'us' }));
    await api.call('GET', '/country/1');
    expect(api.takeProblems()).toEqual(['getCountry (200) zod: body.data iso2 is upper case']);
  });

  it('reports an answer the contract types wrongly (a coordinate as text)', () => {
    const check = createAnswerSchemaCheck(apiAnswering(austin));
    expect(check('getCountry', 200, { message: 'OK', data: { ...austin, latitude: '38.0' } })).toEqual([expect.stringMatching(/^getCountry \(200\) zod: body\.data\.latitude /)]);
  });

  it('requires an error answer to carry a code from the enum', () => {
    const check = createAnswerSchemaCheck(apiAnswering(austin));
    expect(check('getCountry', 404, { message: 'Not found', code: 'not_found' })).toEqual([]);
    expect(check('getCountry', 404, { message: 'Not found' })).toEqual([expect.stringMatching(/^getCountry \(404\) zod: body\.code /)]);
    expect(check('getCountry', 404, { message: 'Not found', code: 'gone' })).toEqual([expect.stringMatching(/^getCountry \(404\) zod: body\.code /)]);
  });

  it('finds a zod schema for every JSON answer the app documents', async () => {
    const app = createApp({ db: await getTestDb() });
    const schemas = collectAnswerSchemas(app);
    const document = await (await app.request(`${API_V1_BASE}${DOC_ENDPOINTS.OPENAPI}`)).json();
    const documented = Object.values(document.paths as Record<string, Record<string, { operationId: string; responses: Record<string, { content?: object }> }>>).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        Object.entries(operation.responses)
          .filter(([, response]) => response.content && 'application/json' in response.content)
          .map(([status]) => `${operation.operationId} ${status}`),
      ),
    );
    const found = [...schemas].flatMap(([operationId, byStatus]) => [...byStatus.keys()].map((status) => `${operationId} ${status}`));
    expect(documented.length).toBeGreaterThan(100);
    expect(found.sort()).toEqual(documented.sort());
  });
});
