import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../examples/typescript-client/api.generated';
import { createServicePortalClient, toMultipart } from '../../examples/typescript-client/client';
import { createCompanyTestApp, fileOf, inDays, pdfBytes } from './support/assignments';
import { createTestCompany } from './helpers';

// The example client of examples/typescript-client (openapi-fetch over the types generated from
// the document) against the app: what an integrator compiles is what the API accepts.

let client: ReturnType<typeof createServicePortalClient>;

beforeAll(async () => {
  const { app, db } = await createCompanyTestApp();
  const company = await createTestCompany(db);
  const fetch = async (request: Request) => app.request(request);
  // The company's own key, made with its session as the Integrations page does; the example then calls with the key alone.
  const session = createServicePortalClient({ baseUrl: 'http://portal.test', apiKey: company.token, fetch });
  const created = await session.POST('/api/v1/api-keys', { body: { name: 'Example client', scopes: ['orders:read', 'orders:write'] } });
  client = createServicePortalClient({ baseUrl: 'http://portal.test', apiKey: created.data!.data.key, fetch });
});

const draft: components['schemas']['WorkOrderDraft'] = {
  basic_info: { title: 'Replace a failed POS terminal', category_id: 2, description: 'Swap the terminal at lane 3.' },
  location: { location_type: 2 },
  scheduling: { start_date: inDays(7), start_time: '09:00', timezone: 'America/Chicago' },
  pricing: { payment_type: 2, fixed_amount: 180, payment_day_id: 3 },
};

describe('the generated TypeScript client, with an API key', () => {
  it('posts a work order with its JSON part and a file, lists it and downloads the file as a Blob', async () => {
    const scope = fileOf(pdfBytes(), 'scope.pdf', 'application/pdf');
    const posted = await client.POST('/api/v1/customers/customer_assignments', { body: { data: draft, documents: [scope] }, bodySerializer: toMultipart });
    expect(posted.error).toBeUndefined();
    const order = posted.data!.data;
    expect(order).toMatchObject({ basic_info: { title: draft.basic_info.title }, location: { location_type: 2 }, documents: [{ name: 'scope.pdf' }] });

    const listed = await client.GET('/api/v1/customers/customer_assignments', { params: { query: { sort_by: 'created_at', order: 'desc' } } });
    expect(listed.data!.data.data.map((summary) => summary.id)).toContain(order.id);

    const download = await client.GET('/api/v1/customers/assignment-document', { params: { query: { id: order.documents[0]!.id } }, parseAs: 'blob' });
    expect(new Uint8Array(await download.data!.arrayBuffer())).toEqual(pdfBytes());
  });

  it('replays a retried post with the same Idempotency-Key instead of posting twice', async () => {
    const send = () =>
      client.POST('/api/v1/customers/customer_assignments', { params: { header: { 'idempotency-key': 'example-client-retry' } }, body: { data: draft }, bodySerializer: toMultipart });
    const first = await send();
    const retry = await send();
    expect(retry.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.data!.data.id).toBe(first.data!.data.id);
  });

  it('answers a refusal as the documented error', async () => {
    const refused = await client.POST('/api/v1/customers/customer_assignments', { body: { data: { ...draft, basic_info: { ...draft.basic_info, title: '' } } }, bodySerializer: toMultipart });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ code: expect.any(String), errors: [{ path: 'basic_info.title', message: expect.any(String) }] });
  });
});
