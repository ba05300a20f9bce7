import type { RouteHandler } from '@hono/zod-openapi';
import { createSavedSearch } from '../../domain/saved-searches/create-saved-search';
import { deleteSavedSearch } from '../../domain/saved-searches/delete-saved-search';
import { listSavedSearches } from '../../domain/saved-searches/list-saved-searches';
import { updateSavedSearch } from '../../domain/saved-searches/update-saved-search';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './saved-searches.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /engineers/saved-searches – the engineer's saved searches
export const list: Handler<'list'> = async (c) => {
  const data = await listSavedSearches({ db: c.var.db, engineerId: c.var.user.id });
  return c.json({ message: 'OK', data }, 200);
};

// POST /engineers/saved-searches – save a search
export const create: Handler<'create'> = async (c) => {
  const data = await createSavedSearch({ db: c.var.db, engineerId: c.var.user.id, input: c.req.valid('json') });
  return c.json({ message: 'Search saved.', data }, 201);
};

// PUT /engineers/saved-searches/{id} – rename, change filters or alert
export const update: Handler<'update'> = async (c) => {
  const data = await updateSavedSearch({ db: c.var.db, engineerId: c.var.user.id, savedSearchId: c.req.valid('param').id, input: c.req.valid('json') });
  return c.json({ message: 'Saved search updated.', data }, 200);
};

// DELETE /engineers/saved-searches/{id} – delete a saved search
export const remove: Handler<'remove'> = async (c) => {
  await deleteSavedSearch({ db: c.var.db, engineerId: c.var.user.id, savedSearchId: c.req.valid('param').id });
  return c.json({ message: 'Saved search deleted.', data: null }, 200);
};
