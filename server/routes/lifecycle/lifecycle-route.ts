import { createRoute, type z } from '@hono/zod-openapi';
import { lifecycleActionSchema, lifecycleResultSchema } from '@/contracts/lifecycle';
import { envelope, errorResponses, jsonBody, jsonContent } from '../../lib/openapi';
import type { SignedInAccess } from '../../middleware/auth';
import { idempotent } from '../../middleware/idempotency';

// Route definitions shared by both sides' lifecycle modules: a transition is a PATCH with the
// order (and perhaps more) in a JSON body, answering the order's status and the logged event.

export const lifecycleResult = envelope(lifecycleResultSchema.openapi('LifecycleResult'));
export const lifecycleAction = lifecycleActionSchema.openapi('LifecycleActionRequest');

type TransitionRouteOptions<P extends string, B extends z.ZodType> = { operationId: string; path: P; tags: string[]; summary: string; access: SignedInAccess; body: B };

/** A PATCH transition: 400 bad body, 403 wrong role, 404 not the party's order, 409 refused by the table (the message says why). */
export function transitionRoute<P extends string, B extends z.ZodType>({ operationId, path, tags, summary, access, body }: TransitionRouteOptions<P, B>) {
  return createRoute(
    idempotent({
      operationId,
      method: 'patch',
      path,
      tags,
      summary,
      ...access,
      request: { body: jsonBody(body) },
      responses: { 200: jsonContent(lifecycleResult, 'Done; the order’s status now and the event logged'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
  );
}
