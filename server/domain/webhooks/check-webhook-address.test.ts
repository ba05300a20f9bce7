import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkWebhookAddress, isPublicAddress } from './check-webhook-address';
import { checkWebhookUrlOrThrow } from './check-webhook-url-or-throw';
import { postWebhook } from './post-webhook';

const refused = async (url: string, resolve?: (host: string) => Promise<{ address: string; family: number }[]>) => {
  const check = await checkWebhookAddress(url, { allowPrivate: false, resolve });
  return check.ok ? undefined : check.reason;
};

describe('checkWebhookAddress', () => {
  it.each(['https://127.0.0.1/hook', 'https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/hook', 'https://100.64.0.1/', 'https://192.168.1.10/', 'https://[fd00::1]/', 'https://[fe80::1]/', 'https://[::ffff:127.0.0.1]/', 'https://0.0.0.0/'])(
    'refuses %s',
    async (url) => expect(await refused(url)).toMatch(/public address/),
  );

  it('refuses a name that resolves to loopback (localhost), and a name with any private address among its answers', async () => {
    expect(await refused('https://localhost/hook')).toMatch(/public address/);
    expect(await refused('https://mixed.example/hook', async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.1.2.3', family: 4 }])).toMatch(/public address/);
  });

  it('refuses http:// and credentials in the URL, and names that do not resolve', async () => {
    expect(await refused('http://93.184.216.34/hook')).toMatch(/https/);
    expect(await refused('https://user:pw@93.184.216.34/hook')).toMatch(/user name/);
    expect(await refused('https://nowhere.invalid/hook', async () => Promise.reject(new Error('ENOTFOUND')))).toMatch(/could not be found/);
  });

  it('accepts https to a public address, and answers the address to connect to (no second lookup)', async () => {
    const check = await checkWebhookAddress('https://hooks.example/x', { allowPrivate: false, resolve: async () => [{ address: '93.184.216.34', family: 4 }] });
    expect(check).toMatchObject({ ok: true, target: { address: '93.184.216.34', family: 4 } });
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
  });

  it('lets private addresses and http through when allowed', async () => {
    expect(await checkWebhookAddress('http://127.0.0.1:9/x', { allowPrivate: true })).toMatchObject({ ok: true });
  });
});

describe('checkWebhookUrlOrThrow', () => {
  it('answers a 400 on the url field, as create and update do', async () => {
    await expect(checkWebhookUrlOrThrow('https://10.0.0.1/hook', false)).rejects.toMatchObject({ code: 'BAD_REQUEST', errors: [{ path: 'url', message: expect.stringMatching(/public address/) }] });
  });
});

describe('postWebhook', () => {
  it('never follows a redirect (to loopback or anywhere): the 3xx is the answer', async () => {
    let hits = 0;
    const server = http.createServer((request, response) => {
      hits += 1;
      response.writeHead(302, { location: 'http://127.0.0.1:1/metadata' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const outcome = await postWebhook({ target: { url: new URL(`http://hooks.test:${port}/x`), address: '127.0.0.1', family: 4 }, body: '{}', headers: {} });
    await new Promise((resolve) => server.close(resolve));
    expect(outcome).toMatchObject({ status: 302 });
    expect(hits).toBe(1);
  });

  it('gives up after the timeout', async () => {
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const outcome = await postWebhook({ target: { url: new URL(`http://127.0.0.1:${port}/`), address: '127.0.0.1', family: 4 }, body: '{}', headers: {}, timeoutMs: 200 });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(outcome).toEqual({ status: null, error: 'No answer within 0.2 s' });
  });
});
