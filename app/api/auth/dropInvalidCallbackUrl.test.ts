// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { dropInvalidCallbackUrl } from './dropInvalidCallbackUrl';

const request = (query: string, init: { cookie?: string; method?: string; body?: string } = {}) =>
  new NextRequest(`http://localhost:3602/api/auth/signin${query}`, { method: init.method ?? 'GET', headers: init.cookie ? { cookie: init.cookie } : {}, body: init.body });

describe('dropInvalidCallbackUrl', () => {
  it('passes a request with an http(s) or relative callbackUrl on untouched', async () => {
    for (const query of ['', '?callbackUrl=%2Fcompany%2Fdashboard', `?callbackUrl=${encodeURIComponent('https://evil.example/')}`]) {
      const original = request(query, { cookie: 'next-auth.callback-url=%2Flogin%2Fcompany' });
      expect(await dropInvalidCallbackUrl(original)).toBe(original);
    }
  });

  it('drops a callbackUrl that next-auth would answer with a 500, from the query and the cookie, keeping the rest', async () => {
    for (const crafted of ['javascript:alert(1)', 'http://localhost:3602.evil.example/', '/\\evil.example']) {
      const cleaned = await dropInvalidCallbackUrl(
        request(`?callbackUrl=${encodeURIComponent(crafted)}&x=1`, { method: 'POST', body: 'csrfToken=abc', cookie: `next-auth.csrf-token=t%7Ch; next-auth.callback-url=${encodeURIComponent(crafted)}` }),
      );
      expect(cleaned.nextUrl.searchParams.has('callbackUrl'), crafted).toBe(false);
      expect(cleaned.nextUrl.searchParams.get('x')).toBe('1');
      expect(cleaned.cookies.getAll().map(({ name, value }) => [name, value])).toEqual([['next-auth.csrf-token', 't|h']]);
      expect([cleaned.method, await cleaned.text()]).toEqual(['POST', 'csrfToken=abc']);
    }
  });
});
