import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// One registry per process, for GET /metrics (Prometheus text format). Process-wide figures
// (requests, streams, periodic jobs, memory, event-loop lag) are counted as they happen; the
// database-wide ones (pool, job queue, webhook lag) are read when scraped (read-metrics.ts).

const PREFIX = 'service_portal_';

function createMetrics() {
  const registry = new Registry();
  // Process memory, CPU, event-loop lag, handles, GC (prom-client's defaults).
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({ name: `${PREFIX}http_requests_total`, help: 'API requests answered, by method, route template and status', labelNames: ['method', 'route', 'status'] as const, registers }),
    requestSeconds: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time to answer an API request (to its first byte for a stream), by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    liveStreams: new Gauge({ name: `${PREFIX}live_streams_open`, help: 'Live event streams (GET /events) open on this process', registers }),
    poolConnections: new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "This process's database connections by state: in_use, idle, and waiting (requests queued for a connection)",
      labelNames: ['state'] as const,
      registers,
    }),
    poolMax: new Gauge({ name: `${PREFIX}db_pool_max`, help: 'The most connections the pool of this process opens', registers }),
    periodicJobRunning: new Gauge({ name: `${PREFIX}periodic_job_running`, help: 'Whether a run of the periodic job is under way on this process (1) or not (0)', labelNames: ['job'] as const, registers }),
    periodicJobFailures: new Counter({ name: `${PREFIX}periodic_job_failures_total`, help: 'Runs of the periodic job that failed on this process', labelNames: ['job'] as const, registers }),
    queueJobs: new Gauge({
      name: `${PREFIX}queue_jobs`,
      help: 'Jobs of the background job queue (all instances): due (waiting for a worker), running, failed (kept until pruned)',
      labelNames: ['queue', 'state'] as const,
      registers,
    }),
    webhookDeliveriesDue: new Gauge({ name: `${PREFIX}webhook_deliveries_due`, help: 'Webhook deliveries (all instances) whose next attempt is due now', registers }),
    webhookDeliveryLag: new Gauge({ name: `${PREFIX}webhook_delivery_lag_seconds`, help: 'How long the longest-waiting due webhook delivery has been due (0 when none is)', registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

// On globalThis: the bundler may load this module more than once per process, and a metric name registers once.
const cache = globalThis as typeof globalThis & { __servicePortalMetrics?: Metrics };

export function getMetrics(): Metrics {
  cache.__servicePortalMetrics ??= createMetrics();
  return cache.__servicePortalMetrics;
}
