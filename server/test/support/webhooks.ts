import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { API_V1_BASE, DOC_ENDPOINTS } from '@/constants';
import type { TestApp } from '../helpers';

// A webhook receiver on loopback (tests allow private addresses) that keeps what arrives, and a
// check of bodies against the `webhooks` section of the document the app serves.

export type Received = { headers: Record<string, string>; body: string; at: number };

export type Receiver = { url: string; received: Received[]; answers: number[]; close: () => Promise<void> };

/** Answers each request with the next of `answers` (then 200) and keeps it. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body, at: Date.now() });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, answers, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Validates a body against the documented schema of its type (`webhooks.<type>.post.requestBody`); answers the problems. */
export async function createWebhookBodyCheck(app: TestApp) {
  const document = (await (await app.request(`${API_V1_BASE}${DOC_ENDPOINTS.OPENAPI}`)).json()) as { webhooks?: Record<string, unknown> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'doc');
  return (body: { type: string }): string[] => {
    if (!document.webhooks?.[body.type]) return [`${body.type}: not in the document's webhooks`];
    const validate = ajv.getSchema(`doc#/webhooks/${encodeURIComponent(body.type)}/post/requestBody/content/application~1json/schema`);
    if (!validate) return [`${body.type}: no schema`];
    return validate(body) ? [] : [`${body.type}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`];
  };
}
