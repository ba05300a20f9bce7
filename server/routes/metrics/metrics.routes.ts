import { createRoute, z } from '@hono/zod-openapi';
import { METRICS_ENDPOINTS } from '@/constants';
import { errorResponses } from '../../lib/openapi';

export const METRICS_SECURITY_SCHEME = 'MetricsToken';

/** The `MetricsToken` security scheme of the document. */
export const metricsSecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  description: 'The METRICS_TOKEN the server was started with, sent as `Authorization: Bearer <token>`. Without METRICS_TOKEN the metrics answer 404.',
} as const;

export const metrics = createRoute({
  operationId: 'getMetrics',
  method: 'get',
  path: METRICS_ENDPOINTS.METRICS,
  tags: ['Operations'],
  summary:
    "This process's metrics in the Prometheus text format: API requests by route template and status with their latency, database pool connections, " +
    'live streams open, periodic jobs running and failed, the job queue and webhook delivery lag, process memory and event-loop lag. ' +
    'For whoever runs the service (METRICS_TOKEN); 404 when the server has none',
  security: [{ [METRICS_SECURITY_SCHEME]: [] }],
  responses: {
    200: { content: { 'text/plain': { schema: z.string().openapi({ description: 'Prometheus text exposition format 0.0.4' }) } }, description: 'The metrics' },
    ...errorResponses(401, 404),
  },
});
