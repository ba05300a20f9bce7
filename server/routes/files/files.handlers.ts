import type { RouteHandler } from '@hono/zod-openapi';
import { readStoredFile } from '../../domain/files/read-stored-file';
import type { AppEnv } from '../../lib/create-router';
import { fileResponse } from '../../lib/file-response';
import type * as routes from './files.routes';

// GET /files/{key} – a public picture; private files are served by their own domain's routes
export const getPublicFile: RouteHandler<typeof routes.getPublicFile, AppEnv> = async (c) => {
  const content = await readStoredFile({ db: c.var.db, storage: c.var.storage, storageKey: c.req.valid('param').key, publicOnly: true });
  return fileResponse(content, 'inline') as never;
};
