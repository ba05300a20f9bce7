import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { MAX_PER_PAGE, ROLES, WEBHOOK_ENDPOINTS } from '@/constants';
import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveryParamSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookIdParamSchema,
  webhookListSchema,
  webhookSchema,
  webhookSecretSchema,
} from '@/contracts/webhooks';
import { envelope, errorResponses, jsonBody, jsonContent, nullData, page } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

const tags = ['Webhooks'];
const companySide = signedIn(ROLES.COMPANY, ROLES.CUSTOMER);
const secret = envelope(webhookSecretSchema.openapi('WebhookSecret'));
const done = envelope(nullData);
const ownership = 'The company owner manages all the company’s webhooks, a customer only its own (404 otherwise)';

export const create = createRoute({
  operationId: 'createWebhook',
  method: 'post',
  path: WEBHOOK_ENDPOINTS.WEBHOOKS,
  tags,
  summary:
    'Register an https URL that is told of order events (Standard Webhooks 1.0): events from the list, or ["*"] for all. The answer holds ' +
    'the signing secret (`whsec_…`), shown this once. A customer’s webhook hears only the orders that customer posted. The URL must resolve to public addresses',
  ...companySide,
  request: { body: jsonBody(createWebhookSchema.openapi('CreateWebhookRequest')) },
  responses: { 201: jsonContent(secret, 'The webhook id and its secret'), ...errorResponses(400, 401, 403, 409) },
});

export const list = createRoute({
  operationId: 'listWebhooks',
  method: 'get',
  path: WEBHOOK_ENDPOINTS.WEBHOOKS,
  tags,
  summary: `The webhooks the user manages, oldest first. ${ownership}`,
  ...companySide,
  responses: { 200: jsonContent(envelope(webhookListSchema.openapi('WebhookList')), 'The webhooks'), ...errorResponses(401, 403) },
});

export const update = createRoute({
  operationId: 'updateWebhook',
  method: 'patch',
  path: WEBHOOK_ENDPOINTS.WEBHOOK,
  tags,
  summary: `Change a webhook’s URL, events, description or enabled switch; enabling it again clears its failing state. ${ownership}`,
  ...companySide,
  request: { params: webhookIdParamSchema, body: jsonBody(updateWebhookSchema.openapi('UpdateWebhookRequest')) },
  responses: { 200: jsonContent(envelope(webhookSchema.openapi('Webhook')), 'The webhook as changed'), ...errorResponses(400, 401, 403, 404) },
});

export const remove = createRoute({
  operationId: 'deleteWebhook',
  method: 'delete',
  path: WEBHOOK_ENDPOINTS.WEBHOOK,
  tags,
  summary: `Delete a webhook and its delivery history. ${ownership}`,
  ...companySide,
  request: { params: webhookIdParamSchema },
  responses: { 200: jsonContent(done, 'Deleted'), ...errorResponses(400, 401, 403, 404) },
});

export const rotateSecret = createRoute({
  operationId: 'rotateWebhookSecret',
  method: 'post',
  path: WEBHOOK_ENDPOINTS.ROTATE_SECRET,
  tags,
  summary: `A new signing secret, shown this once; the previous one keeps signing too (a second signature) for 24 hours. ${ownership}`,
  ...companySide,
  request: { params: webhookIdParamSchema },
  responses: { 200: jsonContent(secret, 'The new secret'), ...errorResponses(400, 401, 403, 404) },
});

export const test = createRoute({
  operationId: 'sendTestWebhook',
  method: 'post',
  path: WEBHOOK_ENDPOINTS.TEST,
  tags,
  summary: `Send a \`ping\` event to this webhook; it shows in its deliveries. ${ownership}`,
  ...companySide,
  request: { params: webhookIdParamSchema },
  responses: {
    202: jsonContent(envelope(z.object({ delivery_id: z.number(), event_id: z.string() }).openapi('WebhookTestDelivery')), 'The ping is queued'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const deliveries = createRoute({
  operationId: 'listWebhookDeliveries',
  method: 'get',
  path: WEBHOOK_ENDPOINTS.DELIVERIES,
  tags,
  summary: `A page of the webhook’s deliveries, newest first (per_page at most ${MAX_PER_PAGE}); kept 30 days. ${ownership}`,
  ...companySide,
  request: { params: webhookIdParamSchema, query: webhookDeliveryQuerySchema },
  responses: { 200: jsonContent(envelope(page(webhookDeliverySchema.openapi('WebhookDelivery'))), 'A page of deliveries'), ...errorResponses(400, 401, 403, 404) },
});

export const retryDelivery = createRoute({
  operationId: 'retryWebhookDelivery',
  method: 'post',
  path: WEBHOOK_ENDPOINTS.RETRY_DELIVERY,
  tags,
  summary: `Send a delivery again now, with the same \`webhook-id\` (receivers drop what they already have). ${ownership}`,
  ...companySide,
  request: { params: webhookDeliveryParamSchema },
  responses: { 202: jsonContent(done, 'Queued'), ...errorResponses(400, 401, 403, 404) },
});
