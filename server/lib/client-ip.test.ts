import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readSignedClientAddress, signClientAddress } from './client-address-signature';
import { getRequestClientAddress, installSocketAddressHeader, resolveClientAddress, SOCKET_ADDRESS_HEADER } from './client-ip';

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

describe('resolveClientAddress', () => {
  it('takes the socket and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress({ socketAddress: '203.0.113.5', forwardedFor: '198.51.100.1', trustProxy: 0 })).toBe('203.0.113.5');
  });

  it('takes the address the outermost trusted proxy saw, never what the client wrote left of it', () => {
    const forwardedFor = 'forged-by-client, 198.51.100.7';
    expect(resolveClientAddress({ socketAddress: '10.0.0.2', forwardedFor, trustProxy: 1 })).toBe('198.51.100.7');
    expect(resolveClientAddress({ socketAddress: '10.0.0.2', forwardedFor: `${forwardedFor}, 10.0.0.1`, trustProxy: 2 })).toBe('198.51.100.7');
    expect(resolveClientAddress({ socketAddress: '10.0.0.2', forwardedFor: '', trustProxy: 3 })).toBe('10.0.0.2');
  });

  it('reads ::ffff:127.0.0.1 as 127.0.0.1 and an unknown socket as "unknown"', () => {
    expect(resolveClientAddress({ socketAddress: '::ffff:127.0.0.1', trustProxy: 0 })).toBe('127.0.0.1');
    expect(resolveClientAddress({ forwardedFor: '198.51.100.1', trustProxy: 0 })).toBe('unknown');
  });
});

/** Sends one request with `headers` to a real HTTP server and answers the headers it received. */
async function headersReceived(headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  let received: IncomingHttpHeaders = {};
  const server = createServer((req, res) => {
    received = req.headers;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, headers }, (res) => res.resume().on('end', resolve)).on('error', reject).end();
  });
  await new Promise((resolve) => server.close(resolve));
  return received;
}

describe('the socket address header (Next.js gives route handlers no socket)', () => {
  it('is written from the connection, over whatever the client sent', async () => {
    uninstall = installSocketAddressHeader();
    const received = await headersReceived({ [SOCKET_ADDRESS_HEADER]: '198.51.100.66', 'x-forwarded-for': '198.51.100.66' });
    expect(received[SOCKET_ADDRESS_HEADER]).toBe('127.0.0.1');
    const headers = new Headers(received as Record<string, string>);
    expect(getRequestClientAddress(headers, 0)).toBe('127.0.0.1');
  });

  it('is not believed when this process did not install it', () => {
    expect(getRequestClientAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: '198.51.100.66' }), 0)).toBe('unknown');
  });
});

describe('the address the portal vouches for', () => {
  it('is read back from its signed headers', () => {
    expect(readSignedClientAddress(new Headers(signClientAddress('203.0.113.9')))).toBe('203.0.113.9');
  });

  it('is refused when the address, the signature or its age is not right', () => {
    const signed = signClientAddress('203.0.113.9', Date.now() - 10 * 60_000);
    expect(readSignedClientAddress(new Headers(signed))).toBeUndefined();
    expect(readSignedClientAddress(new Headers({ ...signClientAddress('203.0.113.9'), 'x-portal-client-ip': '203.0.113.10' }))).toBeUndefined();
    expect(readSignedClientAddress(new Headers({ 'x-portal-client-ip': '203.0.113.9', 'x-portal-client-ip-signature': `${Date.now()}.forged` }))).toBeUndefined();
    expect(readSignedClientAddress(new Headers({ 'x-portal-client-ip': '203.0.113.9' }))).toBeUndefined();
  });
});
