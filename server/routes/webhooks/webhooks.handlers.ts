import type { RouteHandler } from '@hono/zod-openapi';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { createWebhook } from '../../domain/webhooks/create-webhook';
import { deleteWebhook } from '../../domain/webhooks/delete-webhook';
import { listWebhookDeliveries } from '../../domain/webhooks/list-webhook-deliveries';
import { listWebhooks } from '../../domain/webhooks/list-webhooks';
import { retryWebhookDelivery } from '../../domain/webhooks/retry-webhook-delivery';
import { rotateWebhookSecret } from '../../domain/webhooks/rotate-webhook-secret';
import { sendTestWebhook } from '../../domain/webhooks/send-test-webhook';
import { updateWebhook } from '../../domain/webhooks/update-webhook';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './webhooks.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// POST /webhooks – a new webhook and its secret
export const create: Handler<'create'> = async (c) => {
  const data = await createWebhook({ db: c.var.db, actor: toCompanyActor(c.var.user), input: c.req.valid('json') });
  return c.json({ message: 'Webhook created. Copy its secret now: it is not shown again.', data }, 201);
};

// GET /webhooks – the webhooks the user manages
export const list: Handler<'list'> = async (c) => {
  const data = await listWebhooks({ db: c.var.db, actor: toCompanyActor(c.var.user) });
  return c.json({ message: 'OK', data }, 200);
};

// PATCH /webhooks/{id} – change a webhook
export const update: Handler<'update'> = async (c) => {
  const data = await updateWebhook({ db: c.var.db, actor: toCompanyActor(c.var.user), webhookId: c.req.valid('param').id, input: c.req.valid('json') });
  return c.json({ message: 'Webhook updated.', data }, 200);
};

// DELETE /webhooks/{id} – delete a webhook
export const remove: Handler<'remove'> = async (c) => {
  await deleteWebhook({ db: c.var.db, actor: toCompanyActor(c.var.user), webhookId: c.req.valid('param').id });
  return c.json({ message: 'Webhook deleted.', data: null }, 200);
};

// POST /webhooks/{id}/rotate-secret – a new secret
export const rotateSecret: Handler<'rotateSecret'> = async (c) => {
  const data = await rotateWebhookSecret({ db: c.var.db, actor: toCompanyActor(c.var.user), webhookId: c.req.valid('param').id });
  return c.json({ message: 'Secret rotated. The previous one signs too for 24 hours.', data }, 200);
};

// POST /webhooks/{id}/test – a ping
export const test: Handler<'test'> = async (c) => {
  const data = await sendTestWebhook({ db: c.var.db, actor: toCompanyActor(c.var.user), webhookId: c.req.valid('param').id });
  return c.json({ message: 'Test event queued.', data }, 202);
};

// GET /webhooks/{id}/deliveries – a page of deliveries
export const deliveries: Handler<'deliveries'> = async (c) => {
  const data = await listWebhookDeliveries({ db: c.var.db, actor: toCompanyActor(c.var.user), webhookId: c.req.valid('param').id, query: c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// POST /webhooks/{id}/deliveries/{delivery_id}/retry – send again now
export const retryDelivery: Handler<'retryDelivery'> = async (c) => {
  const { id, delivery_id } = c.req.valid('param');
  await retryWebhookDelivery({ db: c.var.db, actor: toCompanyActor(c.var.user), webhookId: id, deliveryId: delivery_id });
  return c.json({ message: 'Delivery queued again.', data: null }, 202);
};
