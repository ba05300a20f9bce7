import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS } from '@/constants';
import type { WebhookTarget } from './check-webhook-address';

/** What one attempt came to: the receiver's status and body excerpt, or why no answer came. */
export type PostOutcome = { status: number; body: string; retryAfter: string | null } | { status: null; error: string };

/** The first 4 KB of a text, cut on a character boundary. */
export function excerpt(text: string, bytes: number = WEBHOOK_LIMITS.excerptBytes): string {
  const buffer = Buffer.from(text);
  return buffer.length <= bytes ? text : buffer.subarray(0, bytes).toString('utf8').replace(/\uFFFD$/, '');
}

/**
 * POSTs a signed body to the checked address (TLS still verifies the URL's host name), never
 * following a redirect, giving up after `timeoutMs` whatever the receiver does meanwhile.
 */
export function postWebhook({ target, body, headers, timeoutMs = WEBHOOK_LIMITS.timeoutSeconds * 1000 }: { target: WebhookTarget; body: string; headers: Record<string, string>; timeoutMs?: number }): Promise<PostOutcome> {
  const { url, address, family } = target;
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let isDone = false;
    const finish = (outcome: PostOutcome) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup,
        agent: false,
        headers: { 'content-type': 'application/json', 'user-agent': 'ServicePortal-Webhooks/1', 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < WEBHOOK_LIMITS.excerptBytes) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          finish({ status: response.statusCode ?? 0, body: excerpt(Buffer.concat(chunks).toString('utf8')), retryAfter: headerText(response.headers['retry-after']) }),
        );
        response.on('error', (error) => finish({ status: null, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, error: `No answer within ${timeoutMs / 1000} s` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ status: null, error: error.message || String(error) }));
    request.end(body);
  });
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;
