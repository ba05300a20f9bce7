import { z, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { claimIdempotencyKey } from '../domain/idempotency/claim-idempotency-key';
import { releaseIdempotencyKey, saveIdempotentAnswer } from '../domain/idempotency/finish-idempotency-key';
import type { AppEnv } from '../lib/create-router';
import { describeError } from '../lib/describe-error';
import { AppError } from '../lib/errors';
import { logger } from '../lib/logger';
import { errorResponses } from '../lib/openapi';
import { hashRequest } from '../lib/request-hash';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.';
export const idempotencyKeySchema = z.string().regex(/^[\x20-\x7e]{1,255}$/, KEY_MESSAGE);

const idempotencyKeyHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.optional().openapi({
    description:
      'Makes a retry safe: the same key from the same user (or the same API key) within 24 hours answers the first answer again (same status and body, ' +
      'with `Idempotent-Replayed: true`) instead of doing the work twice. Success and 4xx answers are kept and replayed; a 5xx ' +
      'is not kept, so a retry runs again. The key with a different request (method, path or body) is a 422 `idempotency_mismatch`; ' +
      'while the first request with the key is still running, a 409. 1 to 255 printable ASCII characters (a UUID is typical)',
  }),
});

/**
 * Runs a write at most once per caller (a user's sessions, or one API key) and `Idempotency-Key` header (without the header, as if it
 * were not there). The key is claimed before the handler runs, the answer kept when it is a
 * success or a 4xx; a 5xx or a throw gives the claim up so a retry can run.
 */
export const runOnceByKey = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return next();
  if (!idempotencyKeySchema.safeParse(key).success) throw AppError.field(IDEMPOTENCY_KEY_HEADER, KEY_MESSAGE);

  const { db, user } = c.var;
  const now = c.var.now();
  // A request with an API key is the key's own caller: its keys never meet the user's sessions' or another key's.
  const caller = { userId: user.id, apiKeyId: user.apiKey?.id ?? 0 };
  const owner = { db, ...caller, key, claimedAt: now };
  const claim = await claimIdempotencyKey({ db, ...caller, key, requestHash: await hashRequest(c.req), now });
  if (claim.kind === 'replay') return c.json(claim.body, claim.status as ContentfulStatusCode, { [REPLAYED_HEADER]: 'true' });

  try {
    await next();
  } catch (error) {
    await releaseIdempotencyKey(owner);
    throw error;
  }
  await keepAnswer(c, owner);
});

/** Keeps the handler's answer for replays, or gives the claim up when it is not one to keep. */
async function keepAnswer(c: Context<AppEnv>, owner: Parameters<typeof releaseIdempotencyKey>[0]) {
  const { status } = c.res;
  const isJson = c.res.headers.get('content-type')?.includes('json') ?? false;
  try {
    if (status >= 500 || !isJson) return await releaseIdempotencyKey(owner);
    await saveIdempotentAnswer({ ...owner, status, body: await c.res.clone().json() });
  } catch (error) {
    // The work is done and its answer goes out; only a replay of it is lost (a retry gets a 409 until the unanswered claim is taken over).
    logger.error({ requestId: c.var.requestId, error: describeError(error) }, 'could not keep the answer of an idempotent request');
  }
}

/**
 * Opts a write route into `Idempotency-Key` (runOnceByKey after its guard): adds the middleware,
 * the optional header to its document, and the 409 and 422 answers it may give. Wrap the route's
 * config: `createRoute(idempotent({ …, ...signedIn(…) }))`.
 */
type Idempotent<R extends RouteConfig> = Omit<R, 'middleware' | 'request' | 'responses'> & {
  middleware: MiddlewareHandler<AppEnv>[];
  request: NonNullable<R['request']> & { headers: typeof idempotencyKeyHeaders };
  responses: R['responses'] & ReturnType<typeof errorResponses<409 | 422>>;
};

export function idempotent<R extends RouteConfig & { middleware: MiddlewareHandler<AppEnv>[] }>(route: R): Idempotent<R> {
  return {
    ...route,
    middleware: [...route.middleware, runOnceByKey],
    request: { ...route.request, headers: idempotencyKeyHeaders },
    responses: { ...route.responses, ...errorResponses(409, 422) },
  } as Idempotent<R>;
}
