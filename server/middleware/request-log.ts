import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/create-router';
import { logger } from '../lib/logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a caller's (or a proxy's) request id may look like to be kept: a UUID, a trace id, no spaces or markup. */
const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/;

/** The caller's request id when it looks sane, else a new one. */
export function readRequestId(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Gives every request an id (echoed as X-Request-Id on every answer, errors included) and
 * writes one line when it is answered: method, path (never the query string, which may hold
 * tokens), status, duration and the signed-in user. For an event stream the line is written
 * when the stream starts.
 */
export const logRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = readRequestId(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', requestId);
  await next();
  // After next(): the answer may be an error or a Response a handler built itself.
  c.header(REQUEST_ID_HEADER, requestId);
  logger.info(
    {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: c.var.user?.id,
      // The API key the request came with, if any: which of the user's systems made it.
      apiKeyId: c.var.user?.apiKey?.id,
    },
    'request',
  );
};
