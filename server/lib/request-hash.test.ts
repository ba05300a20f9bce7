import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { hashRequest } from './request-hash';

/** The hash of a request as the route sees it, and what the route then reads of the body. */
async function hashOf(path: string, init: RequestInit) {
  const app = new Hono().all('*', async (c) => {
    const hash = await hashRequest(c.req);
    const isForm = c.req.header('content-type')?.startsWith('multipart/form-data');
    return c.json({ hash, read: isForm ? [...(await c.req.formData()).keys()] : await c.req.json() });
  });
  return (await (await app.request(path, { method: 'POST', ...init })).json()) as { hash: string; read: unknown };
}

const json = (body: string, path = '/orders') => hashOf(path, { headers: { 'content-type': 'application/json' }, body });
const form = (fields: [string, string | File][]) => {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return hashOf('/orders', { body });
};
const file = (text: string) => new File([text], 'a.pdf', { type: 'application/pdf' });

describe('hashRequest', () => {
  it('hashes a JSON body by its value, and leaves it for the route to read', async () => {
    const first = await json('{"a":1,"b":[1,2]}');
    expect(first.read).toEqual({ a: 1, b: [1, 2] });
    expect((await json('{ "b": [1, 2], "a": 1 }')).hash).toBe(first.hash);
    expect((await json('{"a":2,"b":[1,2]}')).hash).not.toBe(first.hash);
    expect((await json('{"a":1,"b":[1,2]}', '/other')).hash).not.toBe(first.hash);
  });

  it('hashes a multipart body by its fields and file bytes, whatever its boundary or field order', async () => {
    const first = await form([['data', '{}'], ['documents', file('one')], ['documents', file('two')]]);
    expect(first.read).toEqual(['data', 'documents', 'documents']);
    expect((await form([['documents', file('one')], ['data', '{}'], ['documents', file('two')]])).hash).toBe(first.hash);
    expect((await form([['data', '{}'], ['documents', file('two')], ['documents', file('one')]])).hash).not.toBe(first.hash);
    expect((await form([['data', '{}'], ['documents', file('one')], ['documents', file('three')]])).hash).not.toBe(first.hash);
  });
});
