import type { OpenAPIHono } from '@hono/zod-openapi';

type OpenAPIRegistry = OpenAPIHono['openAPIRegistry'];
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES, WEBHOOK_PING_EVENT } from '@/constants';
import { orderEventsSending, WEBHOOK_EVENT_SCHEMAS, webhookPingSchema } from '@/contracts/webhook-events';

const SIGNING =
  'Signed as Standard Webhooks 1.0: `webhook-id` (the same on every retry of this delivery), `webhook-timestamp` (seconds) and ' +
  '`webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`; two, space-separated, for 24 hours after a secret rotation). ' +
  'Answer 2xx within 10 s; 5xx, 408, 429 (Retry-After honoured), timeouts and connection errors are retried with growing delays, other answers are not.';

const signatureHeaders = [
  { name: 'webhook-id', in: 'header' as const, required: true, schema: { type: 'string' as const } },
  { name: 'webhook-timestamp', in: 'header' as const, required: true, schema: { type: 'string' as const } },
  { name: 'webhook-signature', in: 'header' as const, required: true, schema: { type: 'string' as const } },
];

const received = { 200: { description: 'Received (any 2xx)' } };

/** What a receiver checks: the signature of the webhook's secret. */
const SIGNED = 'StandardWebhooksSignature';
const security = [{ [SIGNED]: [] }];

/** The OpenAPI 3.1 `webhooks` section: one entry per event type (and `ping`) with the body its receiver gets. */
export function registerWebhookEvents(registry: OpenAPIRegistry): void {
  registry.registerComponent('securitySchemes', SIGNED, {
    type: 'apiKey',
    in: 'header',
    name: 'webhook-signature',
    description: 'A webhook delivery is signed with the webhook’s secret (Standard Webhooks 1.0); verify it, e.g. with the standardwebhooks package, before trusting the body.',
  });
  for (const type of WEBHOOK_EVENT_TYPES) {
    registry.registerWebhook({
      method: 'post',
      path: type,
      operationId: `webhook_${type.replace('.', '_')}`,
      tags: ['Webhooks'],
      summary: WEBHOOK_EVENT_DESCRIPTIONS[type],
      description: `Sent for the order events ${orderEventsSending(type).join(', ')}. ${SIGNING}`,
      parameters: signatureHeaders,
      security,
      request: { body: { content: { 'application/json': { schema: WEBHOOK_EVENT_SCHEMAS[type].openapi(`WebhookEvent_${type.replace('.', '_')}`) } }, required: true } },
      responses: received,
    });
  }
  registry.registerWebhook({
    method: 'post',
    path: WEBHOOK_PING_EVENT,
    operationId: 'webhook_ping',
    tags: ['Webhooks'],
    summary: 'Sent by "Send test event" (POST /webhooks/{id}/test) to that webhook only.',
    description: SIGNING,
    parameters: signatureHeaders,
    security,
    request: { body: { content: { 'application/json': { schema: webhookPingSchema.openapi('WebhookEvent_ping') } }, required: true } },
    responses: received,
  });
}
