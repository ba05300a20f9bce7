import type { RouteHandler } from '@hono/zod-openapi';
import { createApiKey } from '../../domain/api-keys/create-api-key';
import { listApiKeys } from '../../domain/api-keys/list-api-keys';
import { revokeApiKey } from '../../domain/api-keys/revoke-api-key';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './api-keys.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// POST /api-keys – create a key, shown once
export const create: Handler<'create'> = async (c) => {
  const data = await createApiKey({ db: c.var.db, actor: toCompanyActor(c.var.user), input: c.req.valid('json') });
  return c.json({ message: 'API key created. Copy it now: it is not shown again.', data }, 201);
};

// GET /api-keys – the active keys the user sees
export const list: Handler<'list'> = async (c) => {
  const data = await listApiKeys({ db: c.var.db, actor: toCompanyActor(c.var.user) });
  return c.json({ message: 'OK', data }, 200);
};

// DELETE /api-keys/{id} – revoke a key
export const revoke: Handler<'revoke'> = async (c) => {
  await revokeApiKey({ db: c.var.db, actor: toCompanyActor(c.var.user), keyId: c.req.valid('param').id, now: c.var.now() });
  return c.json({ message: 'API key revoked.', data: null }, 200);
};
