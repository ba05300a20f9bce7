import { OpenAPIHono, type OpenAPIHonoOptions } from '@hono/zod-openapi';
import type { Database } from '../db/client';
import type { AuthUser } from '../domain/auth/find-token-user';
import { validationError } from './error-handler';
import type { StreamSlots } from './live/stream-slots';
import type { Mailer } from './mail';
import { rejectNulCharacters } from './nul-characters';
import type { FileStorage } from './storage';

/** What every request carries: the database, mailer and file storage of its app, and the signed-in user. */
export type AppEnv = {
  Variables: {
    db: Database;
    mailer: Mailer;
    portalOrigin: string;
    storage: FileStorage;
    /** The largest upload accepted, in bytes. */
    uploadMaxBytes: number;
    /** The current time; injected so tests can move it. */
    now: () => Date;
    /** The client's address for throttling (lib/client-ip: socket, TRUST_PROXY, the portal's signed header). */
    clientAddress: string;
    /** The live streams open on this server, counted per user and per address. */
    liveStreams: StreamSlots;
    /** Requests per minute each API key may make (API_KEY_RATE_LIMIT). */
    apiKeyRateLimit: number;
    /** Rows a CSV export reads from its cursor at a time. */
    exportChunkRows: number;
    /** Set by requireAuth. */
    user: AuthUser;
    /** This request's id in the log and the X-Request-Id answer header (middleware/request-log). */
    requestId: string;
  };
};

/** Request validation failures of every route go through the one error mapper; valid input is checked for NUL characters. */
export const validationHook: OpenAPIHonoOptions<AppEnv>['defaultHook'] = (result) => {
  if (!result.success) throw validationError(result.error);
  rejectNulCharacters(result.data, result.target);
};

/** One router per domain; request validation failures all go through the shared hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ strict: false, defaultHook: validationHook });
}
