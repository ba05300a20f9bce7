// The scale-out topology `npm run scale:up` starts and `scale:down` stops, in one place:
// the machine's PostgreSQL, PgBouncer in transaction mode in front of it, N portal processes
// from one build, and nginx round-robin in front of them. docs/scaling.md and compose.yaml
// describe the same settings.
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Everything a run writes (configs, logs, pid files, mail) lives here; `scale:down` leaves it for reading. */
export const runDir = process.env.SCALE_RUN_DIR || path.join(root, 'data', 'scale');

export const POSTGRES = { host: '127.0.0.1', port: Number(process.env.SCALE_PG_PORT || 5432), user: process.env.SCALE_PG_USER || 'root' };
export const DATABASE = process.env.SCALE_DATABASE || 'service_portal_scale';
export const PGBOUNCER_PORT = Number(process.env.SCALE_PGBOUNCER_PORT || 6432);
export const NGINX_PORT = Number(process.env.SCALE_PORT || 8080);
/** Instance i (0-based) listens on FIRST_INSTANCE_PORT + i. */
export const FIRST_INSTANCE_PORT = Number(process.env.SCALE_FIRST_INSTANCE_PORT || 3301);
/** Shared by every instance: sessions signed by one are read by the others. */
export const SCALE_SECRET = 'scale-run-secret-not-for-production-use-000000';
export const METRICS_TOKEN = 'scale-run-metrics-token';

export const directUrl = `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${DATABASE}`;
export const pooledUrl = `postgres://${POSTGRES.user}@127.0.0.1:${PGBOUNCER_PORT}/${DATABASE}`;
export const baseUrl = `http://localhost:${NGINX_PORT}`;
export const instancePort = (index) => FIRST_INSTANCE_PORT + index;
export const instanceUrl = (index) => `http://127.0.0.1:${instancePort(index)}`;
export const mailDir = path.join(runDir, 'mail');
export const pidFile = (name) => path.join(runDir, `${name}.pid`);
export const logFile = (name) => path.join(runDir, `${name}.log`);

/** The environment of every portal instance (and what compose.yaml sets). */
export function instanceEnvironment(index, extra = {}) {
  return {
    PORT: String(instancePort(index)),
    NODE_ENV: 'production',
    NEXTAUTH_URL: baseUrl,
    NEXTAUTH_SECRET: SCALE_SECRET,
    DATABASE_URL: pooledUrl,
    DATABASE_LISTEN_URL: directUrl,
    DATABASE_PREPARED_STATEMENTS: 'false',
    DATABASE_POOL_MAX: '10',
    STORAGE_DRIVER: 'database',
    MAIL_DIR: mailDir,
    METRICS_TOKEN,
    // nginx is the one proxy in front: the address it saw is the client's.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}
