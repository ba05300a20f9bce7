import type { Database } from './client';

/** The client under a drizzle database (drizzle keeps it as `$client`): a PGlite or a pg pool (of a server or of the embedded database). */
export const clientOf = (db: Database): unknown => (db as Database & { $client?: unknown }).$client;
