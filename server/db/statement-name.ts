import type { Database } from './client';

/**
 * Databases where each pool connection is a server session of its own (PostgreSQL): a named
 * prepared statement lives and dies with its connection, as the pg driver assumes. Not the
 * embedded database, whose connections share PGlite's one session: there a statement prepared by
 * a closed connection is still there when the next connection prepares it, and fails.
 */
const sessionPerConnection = new WeakSet<Database>();

export function allowNamedStatements(db: Database): Database {
  sessionPerConnection.add(db);
  return db;
}

/**
 * `name` where named statements are safe (PostgreSQL parses and plans them once per
 * connection), else `''`: the unnamed statement, parsed and planned on every call.
 */
export function statementName(db: Database, name: string): string {
  return sessionPerConnection.has(db) ? name : '';
}
