// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER, readSignedClientAddress } from '@/server/lib/client-address-signature';
import { installSocketAddressHeader, SOCKET_ADDRESS_HEADER } from '@/server/lib/client-ip';
import { API_HOST_UNREACHABLE_MESSAGE, forwardToApiHost, toApiHostUrl } from './forwardToApiHost';

type Seen = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

// A stand-in API host: answers what it received, or a two-part event stream on /events.
let host: Server;
let apiUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  host = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
      if (request.url?.startsWith('/api/v1/events')) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('event: ready\ndata: {}\n\n');
        setTimeout(() => response.end('event: notification\ndata: {"id":1}\n\n'), 10);
        return;
      }
      response.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r1' });
      response.end(JSON.stringify({ message: 'Created' }));
    });
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

const portalRequest = (path: string, init: RequestInit = {}) => new Request(`http://localhost:3000${path}`, init);

describe('toApiHostUrl', () => {
  it("maps the portal's /api/v1 path and query onto the API host's root", () => {
    expect(toApiHostUrl('http://localhost:3000/api/v1/customers/assignments?page=2', 'https://api.example.test/api/v1/').href).toBe(
      'https://api.example.test/api/v1/customers/assignments?page=2',
    );
  });
});

describe('forwardToApiHost', () => {
  it('sends method, path, body and bearer on, without the portal cookie, and hands back status, headers and body', async () => {
    const response = await forwardToApiHost(
      portalRequest('/api/v1/messages?x=1', {
        method: 'POST',
        body: '{"text":"hi"}',
        headers: { authorization: 'Bearer api-token', cookie: 'next-auth.session-token=secret', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      }),
      apiUrl,
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('r1');
    expect(await response.json()).toEqual({ message: 'Created' });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1/messages?x=1', body: '{"text":"hi"}' });
    expect(request.headers.authorization).toBe('Bearer api-token');
    expect(request.headers.cookie).toBeUndefined();
  });

  it("vouches for the browser's address with the signed header, so the API host throttles the browser, not the portal", async () => {
    const uninstall = installSocketAddressHeader();
    try {
      // The browser claims an address; the portal's server saw another on the socket.
      const headers = { [SOCKET_ADDRESS_HEADER]: '198.51.100.66', [CLIENT_ADDRESS_HEADER]: '203.0.113.1' };
      await forwardToApiHost(portalRequest('/api/v1/send-otp', { method: 'POST', body: '{}', headers }), apiUrl);
    } finally {
      uninstall();
    }
    const { headers } = seen.at(-1)!;
    expect(readSignedClientAddress({ get: (name) => headers[name] as string | undefined })).toBe('198.51.100.66');
  });

  it('streams the live event stream as it is written', async () => {
    const response = await forwardToApiHost(portalRequest('/api/v1/events', { headers: { accept: 'text/event-stream' } }), apiUrl);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    expect(first.value).toContain('event: ready');
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest += next.value;
    expect(rest).toContain('event: notification');
  });

  it('answers 502 with a message when the API host does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await forwardToApiHost(portalRequest('/api/v1/me'), 'http://127.0.0.1:1/api/v1');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: API_HOST_UNREACHABLE_MESSAGE, code: 'unavailable' });
  });
});
