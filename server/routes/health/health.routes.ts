import { createRoute, z } from '@hono/zod-openapi';
import { HEALTH_ENDPOINTS } from '@/constants';
import { anyRefusal, envelope, errorResponses, jsonContent, nullData, publicSecurity } from '../../lib/openapi';

// Probes for load balancers and orchestrators: public, no token, no database work beyond a ping.

const tags = ['Operations'];

export const health = createRoute({
  operationId: 'checkHealth',
  method: 'get',
  path: HEALTH_ENDPOINTS.HEALTH,
  tags,
  summary: 'The process answers (liveness); does not touch the database',
  security: publicSecurity,
  responses: { 200: jsonContent(envelope(nullData), 'Alive'), ...anyRefusal },
});

export const ready = createRoute({
  operationId: 'checkReadiness',
  method: 'get',
  path: HEALTH_ENDPOINTS.READY,
  tags,
  summary: 'The database answers, every migration is applied and live events are heard (readiness)',
  security: publicSecurity,
  responses: {
    200: jsonContent(envelope(z.object({ migrated_to: z.string().openapi({ format: 'date-time', description: 'When the newest applied migration was generated' }) })), 'Ready'),
    ...anyRefusal,
    ...errorResponses(503),
  },
});
