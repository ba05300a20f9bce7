import type { RouteHandler } from '@hono/zod-openapi';
import { toLifecycleParty } from '../../domain/lifecycle/lifecycle-party';
import { listMessages } from '../../domain/messages/list-messages';
import { markMessagesRead } from '../../domain/messages/mark-messages-read';
import { sendMessage } from '../../domain/messages/send-message';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './messages.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// POST /send-message – a message about an order
export const send: Handler<'send'> = async (c) => {
  const data = await sendMessage({ db: c.var.db, party: toLifecycleParty(c.var.user), input: c.req.valid('json'), now: c.var.now() });
  return c.json({ message: 'Message sent.', data }, 201);
};

// GET /get-messages – one conversation about an order
export const list: Handler<'list'> = async (c) => {
  const data = await listMessages({ db: c.var.db, party: toLifecycleParty(c.var.user), query: c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// PATCH /read-messages – the messages a thread has shown are read
export const read: Handler<'read'> = async (c) => {
  const data = await markMessagesRead({ db: c.var.db, party: toLifecycleParty(c.var.user), input: c.req.valid('json') });
  return c.json({ message: 'Messages marked read.', data }, 200);
};
