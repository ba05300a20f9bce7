import { OpenAPIHono } from '@hono/zod-openapi';
import { API_V1_BASE, DOC_ENDPOINTS, LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_PER_USER } from '@/constants';
import { getDb } from './db';
import type { Database } from './db/client';
import { ensureDatabase } from './db/ensure-database';
import { env } from './env';
import { getClientIp } from './lib/client-ip';
import { API_KEY_SECURITY_SCHEME, apiKeySecurityScheme, documentApiKeyScopes } from './lib/api-key-security';
import { validationHook, type AppEnv } from './lib/create-router';
import { handleError } from './lib/error-handler';
import { AppError } from './lib/errors';
import { PAGE_ROWS } from './lib/keyset-stream';
import { createStreamSlots, type StreamLimits } from './lib/live/stream-slots';
import { getDefaultMailer, type Mailer } from './lib/mail';
import { getDefaultStorage, type FileStorage } from './lib/storage';
import { limitBodySize } from './middleware/body-limit';
import { setSecurityHeaders } from './middleware/security-headers';
import { logRequests } from './middleware/request-log';
import { countRequests } from './middleware/request-metrics';
import { apiKeysRouter } from './routes/api-keys/api-keys.index';
import { talentPoolsRouter } from './routes/talent-pools/talent-pools.index';
import { assignmentsRouter } from './routes/assignments/assignments.index';
import { templatesRouter } from './routes/templates/templates.index';
import { authRouter } from './routes/auth/auth.index';
import { companyRouter } from './routes/company/company.index';
import { dashboardRouter } from './routes/dashboard/dashboard.index';
import { docsRouter } from './routes/docs/docs.index';
import { engineerAssignmentsRouter } from './routes/engineer-assignments/engineer-assignments.index';
import { engineerScheduleRouter } from './routes/engineer-schedule/engineer-schedule.index';
import { savedSearchesRouter } from './routes/saved-searches/saved-searches.index';
import { engineerProfileRouter } from './routes/engineer-profile/engineer-profile.index';
import { eventsRouter } from './routes/events/events.index';
import { expensesRouter } from './routes/expenses/expenses.index';
import { exportsRouter } from './routes/exports/exports.index';
import { filesRouter } from './routes/files/files.index';
import { createHealthRouter } from './routes/health/health.index';
import { lifecycleRouter } from './routes/lifecycle/lifecycle.index';
import { listsRouter } from './routes/lists/lists.index';
import { logsRouter } from './routes/logs/logs.index';
import { mailPreferencesRouter } from './routes/mail-preferences/mail-preferences.index';
import { messagesRouter } from './routes/messages/messages.index';
import { createMetricsRouter } from './routes/metrics/metrics.index';
import { METRICS_SECURITY_SCHEME, metricsSecurityScheme } from './routes/metrics/metrics.routes';
import { notificationsRouter } from './routes/notifications/notifications.index';
import { ratingsRouter } from './routes/ratings/ratings.index';
import { bulkRouter } from './routes/bulk/bulk.index';
import { trackRecordsRouter } from './routes/track-records/track-records.index';
import { registerWebhookEvents } from './routes/webhooks/webhook-events.openapi';
import { webhooksRouter } from './routes/webhooks/webhooks.index';
import { workingHoursRouter } from './routes/working-hours/working-hours.index';
import { workOrderImportRouter } from './routes/work-order-import/work-order-import.index';

export type CreateAppOptions = {
  /** A ready (migrated) database; without one the process database is prepared on first use. */
  db?: Database;
  /** Sends mail; defaults to SMTP or the log, see lib/mail. */
  mailer?: Mailer;
  /** Portal address used in emailed links. */
  portalOrigin?: string;
  /** Where uploads go; defaults to STORAGE_DRIVER's (see lib/storage). */
  storage?: FileStorage;
  uploadMaxBytes?: number;
  /** The clock domain rules read (rating reveal); tests move it. */
  now?: () => Date;
  /** Proxies trusted to append to X-Forwarded-For (TRUST_PROXY); see lib/client-ip. */
  trustProxy?: number;
  /** How many live streams a user and a client address may hold open. */
  liveStreamLimits?: StreamLimits;
  /** Requests per minute each API key may make; defaults to API_KEY_RATE_LIMIT. */
  apiKeyRateLimit?: number;
  /** Rows a CSV export reads at a time (one keyset page, one chunk of the answer); tests make it small. */
  exportChunkRows?: number;
  /** The bearer token GET /metrics asks for; defaults to METRICS_TOKEN (unset: the metrics answer 404). */
  metricsToken?: string;
};

const ROUTERS = [
  authRouter,
  filesRouter,
  listsRouter,
  notificationsRouter,
  mailPreferencesRouter,
  eventsRouter,
  engineerProfileRouter,
  workingHoursRouter,
  engineerAssignmentsRouter,
  engineerScheduleRouter,
  savedSearchesRouter,
  assignmentsRouter,
  templatesRouter,
  workOrderImportRouter,
  companyRouter,
  lifecycleRouter,
  expensesRouter,
  exportsRouter,
  messagesRouter,
  logsRouter,
  dashboardRouter,
  ratingsRouter,
  apiKeysRouter,
  webhooksRouter,
  trackRecordsRouter,
  bulkRouter,
  talentPoolsRouter,
];

/** The v1 API under /api/v1, with its OpenAPI document and reference page. */
export function createApp({ db, mailer, portalOrigin = env.PORTAL_ORIGIN, storage, uploadMaxBytes = env.UPLOAD_MAX_BYTES, now = () => new Date(), trustProxy = env.TRUST_PROXY, liveStreamLimits = { perUser: LIVE_STREAMS_PER_USER, perAddress: LIVE_STREAMS_PER_ADDRESS }, apiKeyRateLimit = env.API_KEY_RATE_LIMIT, exportChunkRows = PAGE_ROWS, metricsToken = env.METRICS_TOKEN }: CreateAppOptions = {}) {
  const liveStreams = createStreamSlots(liveStreamLimits);
  const app = new OpenAPIHono<AppEnv>({ strict: false, defaultHook: validationHook }).basePath(API_V1_BASE);
  app.use(setSecurityHeaders());

  app.use(logRequests);
  app.use(countRequests);
  // Ahead of the set-up below, which waits for the database: /health and /metrics answer regardless.
  const getAppDb = () => db ?? getDb();
  app.route('/', createHealthRouter({ getDb: getAppDb, getStorage: () => storage ?? getDefaultStorage(getAppDb()) }));
  app.route('/', createMetricsRouter({ getDb: getAppDb, token: metricsToken }));

  app.use(async (c, next) => {
    c.set('db', db ?? (await ensureDatabase()));
    c.set('mailer', mailer ?? getDefaultMailer());
    c.set('portalOrigin', portalOrigin);
    c.set('storage', storage ?? getDefaultStorage(c.var.db));
    c.set('uploadMaxBytes', uploadMaxBytes);
    c.set('now', now);
    c.set('clientAddress', getClientIp(c, trustProxy));
    c.set('liveStreams', liveStreams);
    c.set('apiKeyRateLimit', apiKeyRateLimit);
    c.set('exportChunkRows', exportChunkRows);
    await next();
  });
  app.use(limitBodySize);

  for (const router of ROUTERS) app.route('/', router);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token returned by POST /login',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', API_KEY_SECURITY_SCHEME, apiKeySecurityScheme);
  app.openAPIRegistry.registerComponent('securitySchemes', METRICS_SECURITY_SCHEME, metricsSecurityScheme);
  documentApiKeyScopes(app.openAPIRegistry);
  registerWebhookEvents(app.openAPIRegistry);
  app.doc31(DOC_ENDPOINTS.OPENAPI, {
    openapi: '3.1.0',
    info: {
      title: 'Service Portal API',
      version: '1.0.0',
      description:
        'Every answer is `{ message, data }`; errors are `{ message, code, errors? }`, `code` a stable name of the refusal (see the Error schema). ' +
        'Company systems call it with an API key (`Authorization: Bearer sp_…`, made on the Integrations page) within the scope each operation names, ' +
        'and hear of every order change through signed webhooks (Standard Webhooks 1.0; the `webhooks` section lists every payload). ' +
        'Writes that create or move something accept an `Idempotency-Key` header.',
      // OpenAPI 3.1 names a license by its SPDX identifier; the config type still follows 3.0.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } as { name: string },
    },
    servers: [{ url: '/', description: 'The host serving this document (the portal, or the standalone API)' }],
  });
  app.route('/', docsRouter);

  app.notFound((c) => handleError(new AppError('NOT_FOUND', 'Not found'), c));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;

/** The API on the process database (PGlite, or PostgreSQL with DATABASE_URL). */
export const app = createApp();
