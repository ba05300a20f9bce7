import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../lib/create-router';
import { REFERENCE_CACHE_CONTROL, cacheReferenceData } from './reference-cache';

function createListApp() {
  let items = ['Austin', 'Dallas'];
  const app = new Hono<AppEnv>();
  app.get('/list', cacheReferenceData, (c) => (c.req.query('bad') ? c.json({ message: 'Choose a state' }, 400) : c.json({ data: items })));
  return { app, setItems: (next: string[]) => void (items = next) };
}

describe('cacheReferenceData', () => {
  it('answers with Cache-Control and an ETag of the content', async () => {
    const { app } = createListApp();
    const response = await app.request('/list');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(REFERENCE_CACHE_CONTROL);
    expect(response.headers.get('ETag')).toMatch(/^W\/"[0-9a-f]+"$/);
    expect(await response.json()).toEqual({ data: ['Austin', 'Dallas'] });
  });

  it('answers 304 without a body while If-None-Match holds the ETag, and 200 once the list changed', async () => {
    const { app, setItems } = createListApp();
    const tag = (await app.request('/list')).headers.get('ETag') ?? '';

    const unchanged = await app.request('/list', { headers: { 'If-None-Match': tag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('ETag')).toBe(tag);
    expect(unchanged.headers.get('Cache-Control')).toBe(REFERENCE_CACHE_CONTROL);

    setItems(['Austin', 'Dallas', 'Houston']);
    const changed = await app.request('/list', { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
  });

  it('leaves errors uncached', async () => {
    const { app } = createListApp();
    const response = await app.request('/list?bad=1');
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBeNull();
    expect(response.headers.get('ETag')).toBeNull();
  });
});
