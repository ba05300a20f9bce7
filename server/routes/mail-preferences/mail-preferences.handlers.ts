import type { RouteHandler } from '@hono/zod-openapi';
import { getMailPreferences } from '../../domain/mail/get-mail-preferences';
import { updateMailPreferences } from '../../domain/mail/update-mail-preferences';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './mail-preferences.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /mail-preferences – which mails the user gets
export const get: Handler<'get'> = async (c) => {
  const data = await getMailPreferences({ db: c.var.db, userId: c.var.user.id });
  return c.json({ message: 'OK', data }, 200);
};

// PUT /mail-preferences – turn mails on or off
export const update: Handler<'update'> = async (c) => {
  const data = await updateMailPreferences({ db: c.var.db, userId: c.var.user.id, input: c.req.valid('json') });
  return c.json({ message: 'Mail preferences saved.', data }, 200);
};
