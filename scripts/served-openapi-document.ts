// The OpenAPI document the API serves, built in process from the Hono app: no server, no
// database (serving the document reads no table). Used by lint:openapi and client:generate.
import { API_V1_BASE, DOC_ENDPOINTS } from '@/constants';
import { createApp } from '../server/app';
import type { Database } from '../server/db/client';

/** A database that refuses every use: building the document must not touch one. */
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('serving the OpenAPI document must not touch the database');
  },
});

/** The document as the API serves it at DOC_ENDPOINTS.OPENAPI, as JSON text. */
export async function servedOpenApiDocument(): Promise<string> {
  const response = await createApp({ db: noDatabase }).request(`${API_V1_BASE}${DOC_ENDPOINTS.OPENAPI}`);
  if (!response.ok) throw new Error(`GET ${DOC_ENDPOINTS.OPENAPI} answered ${response.status}`);
  return response.text();
}
