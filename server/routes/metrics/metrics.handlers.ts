import type { RouteHandler } from '@hono/zod-openapi';
import type { Database } from '../../db/client';
import { readMetrics } from '../../domain/metrics/read-metrics';
import type { AppEnv } from '../../lib/create-router';
import { checkMetricsToken } from '../../lib/metrics/check-metrics-token';
import type * as routes from './metrics.routes';

type Handler = RouteHandler<typeof routes.metrics, AppEnv>;

type MetricsHandlerOptions = { getDb: () => Database; token: string | undefined };

// GET /metrics – this process's metrics for Prometheus, with the metrics token
export const metrics =
  ({ getDb, token }: MetricsHandlerOptions): Handler =>
  async (c) => {
    checkMetricsToken(token, c.req.header('authorization'));
    const { contentType, text } = await readMetrics({ db: getDb() });
    return c.body(text, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }) as never;
  };
