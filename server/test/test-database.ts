import pg from 'pg';

/** How test files reach their database; handed from global setup to each file (serializable). */
export type TestDatabaseInfo =
  | { kind: 'embedded'; dumpPath: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's own database (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function withServer<T>(serverUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

export { quoteIdentifier } from '../db/quote-identifier';
