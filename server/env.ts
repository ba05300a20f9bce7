import { z } from 'zod';
import { DEFAULT_MAP_TILE_URL } from '@/constants/map';
import { isMapTileUrl } from './lib/map-tiles';
import { STORAGE_DRIVERS } from './lib/storage/storage-drivers';

const MIB = 1024 * 1024;

/** An optional variable where an empty value means unset. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(schema.optional());

// Every variable the portal and the API read, in one schema, checked when either starts.
const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])).transform((value) => value ?? 'development'),
    /** Set by `next build`: the build reads the modules but serves nothing, so it needs no secret. */
    NEXT_PHASE: z.string().optional(),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
    /** Connections each instance's pool may open to DATABASE_URL. */
    DATABASE_POOL_MAX: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(1000).default(10),
    /** The one LISTEN connection's server, when DATABASE_URL goes through a pooler in transaction mode (which cannot hold a LISTEN); defaults to DATABASE_URL. */
    DATABASE_LISTEN_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
    /** `false` sends every query as an unnamed statement (PgBouncer in transaction mode hands each transaction another server connection). */
    DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
    PGLITE_DATA_DIR: z.string().trim().min(1).default('./data/pglite'),
    UPLOAD_DIR: z.string().trim().min(1).default('./data/uploads'),
    /** Where new uploads go: `disk` (UPLOAD_DIR, this machine only), `database` (PostgreSQL), `s3`; default `database` with DATABASE_URL, else `disk`. */
    STORAGE_DRIVER: optional(z.enum(STORAGE_DRIVERS)),
    /** The S3-compatible store's address (unset: AWS itself, by S3_REGION). */
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** The bucket files go to; created at start when missing. */
    S3_BUCKET: optional(z.string().min(3)),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    /** `true` addresses the bucket as a path (most self-hosted stores) rather than a host name. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
    UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10 * MIB),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    MAIL_FROM: z.string().trim().min(1).default('Service Portal <no-reply@localhost>'),
    /** Without SMTP_URL, each mail is written here as an `.eml` file instead of being sent. */
    MAIL_DIR: z.string().trim().min(1).default('./data/mail'),
    /** The port `npm start` serves the portal on. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    /** The portal's public address (next-auth's own variable). */
    NEXTAUTH_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    /** Signs session cookies and the client address the portal hands to the API; required in production. */
    NEXTAUTH_SECRET: optional(z.string().min(16, 'must be at least 16 characters (e.g. `openssl rand -base64 32`)')),
    /** The API's own host (`npm run api`), which the portal's /api/v1 forwards to; empty means this process serves the API. */
    API_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    /** The variable API_URL replaced; refused so a deployment that still sets it is not quietly served in process. */
    NEXT_PUBLIC_API_URL: optional(z.string()),
    /** Where emailed links point and the origin CORS allows for the standalone API; defaults to NEXTAUTH_URL's origin. */
    PORTAL_ORIGIN: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    /** How many proxies in front of the server append to X-Forwarded-For; 0 trusts none of it. */
    TRUST_PROXY: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(10).default(0),
    /** `test` selects a cheap password hash; refused outside NODE_ENV=test. */
    PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
    /** Days a completed order waits for the company's decision before it is approved automatically. */
    APPROVAL_DAYS: z.coerce.number().positive().max(365).default(5),
    /** How many minutes before the start (or a window's opening) or after it (or the window's close) a check-in still counts as on time. */
    CHECK_IN_TOLERANCE_MINUTES: z.coerce.number({ error: 'must be a whole number of minutes' }).int('must be a whole number of minutes').min(0).max(24 * 60).default(30),
    /** Days after which a rating shows even when the other side has not rated yet. */
    RATING_REVEAL_DAYS: z.coerce.number().positive().max(365).default(7),
    /** How often each server process looks for orders due for automatic approval, in seconds. */
    APPROVAL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** How often each server process looks for notification mails that are due, in seconds. */
    MAIL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(15),
    /** Requests per minute each API key may make (a fixed one-minute window kept in the database, so every instance counts together). */
    API_KEY_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(1_000_000).default(600),
    /** The least severe log line written; unset: `info`, or `silent` under NODE_ENV=test (tests read the log themselves). */
    /** Waits before each retry of a webhook delivery (s, m, h), the last one ending the attempts; each with ±10% jitter. */
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .trim()
      .default('5s,5m,30m,2h,5h,10h,10h')
      .refine((value) => value.split(',').every((part) => /^\d+(\.\d+)?(ms|s|m|h)$/.test(part.trim())), 'must be durations like 5s,5m,2h separated by commas'),
    /** `true` lets webhooks reach http:// and private or loopback addresses (tests, local development only). */
    WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
    /** Enables GET /api/v1/metrics for callers sending `Authorization: Bearer <METRICS_TOKEN>`; unset, the route answers 404. */
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters (e.g. `openssl rand -base64 32`)')),
    /** The map's tiles (Find Work, an order's site): a URL template with {z}, {x} and {y}; the pages' CSP lets images come from its host only. */
    MAP_TILE_URL: z
      .string()
      .trim()
      .transform((value) => value || DEFAULT_MAP_TILE_URL)
      .default(DEFAULT_MAP_TILE_URL)
      .refine(isMapTileUrl, 'must be an http:// or https:// URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    LOG_LEVEL: optional(z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'])),
  })
  .superRefine((env, context) => {
    const isServing = env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
    if (isServing && !env.NEXTAUTH_SECRET) {
      context.addIssue({ code: 'custom', path: ['NEXTAUTH_SECRET'], message: 'is required in production (e.g. `openssl rand -base64 32`)' });
    }
    if (env.NEXT_PUBLIC_API_URL) {
      context.addIssue({ code: 'custom', path: ['NEXT_PUBLIC_API_URL'], message: 'is no longer read: set API_URL (server-side) to the API host instead' });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with STORAGE_DRIVER=s3' });
    }
    if (env.PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'test') {
      context.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: 'may be `test` only when NODE_ENV=test' });
    }
  })
  .transform((env) => {
    const portalUrl = env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`;
    const logLevel = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
    const storageDriver = env.STORAGE_DRIVER ?? (env.DATABASE_URL ? 'database' : 'disk');
    return { ...env, STORAGE_DRIVER: storageDriver, NEXTAUTH_URL: portalUrl, PORTAL_ORIGIN: new URL(env.PORTAL_ORIGIN ?? portalUrl).origin, LOG_LEVEL: logLevel };
  });

export type Env = z.infer<typeof envSchema>;

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
}

export const env = parseEnv(process.env);
