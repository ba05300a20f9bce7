import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { lifecycleActionSchema, lifecycleResultSchema } from '@/contracts/lifecycle';
import { bearerSecurity, envelope, errorResponses, jsonBody, jsonContent } from '../../lib/openapi';

// Route definitions shared by both sides' lifecycle modules: a transition is a PATCH with the
// order (and perhaps more) in a JSON body, answering the order's status and the logged event.

export const lifecycleResult = envelope(lifecycleResultSchema.openapi('LifecycleResult'));
export const lifecycleAction = lifecycleActionSchema.openapi('LifecycleActionRequest');

type TransitionRouteOptions<P extends string, B extends z.ZodType> = { path: P; tags: string[]; summary: string; guard: MiddlewareHandler; body: B };

/** A PATCH transition: 400 bad body, 403 wrong role, 404 not the party's order, 409 refused by the table (the message says why). */
export function transitionRoute<P extends string, B extends z.ZodType>({ path, tags, summary, guard, body }: TransitionRouteOptions<P, B>) {
  return createRoute({
    method: 'patch',
    path,
    tags,
    summary,
    security: bearerSecurity,
    middleware: [guard] as const,
    request: { body: jsonBody(body) },
    responses: { 200: jsonContent(lifecycleResult, 'Done; the order’s status now and the event logged'), ...errorResponses(400, 401, 403, 404, 409) },
  });
}

/** A download of a private file as an attachment. */
export const fileDownload = {
  200: { description: 'The file, as an attachment', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
  ...errorResponses(400, 401, 403, 404),
};
