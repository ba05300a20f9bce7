// A typed client of the Service Portal API: openapi-fetch over the types that
// `npm run client:generate` writes from the API's OpenAPI document (api.generated.ts).
import createClient from 'openapi-fetch';
import type { paths } from './api.generated.ts';

/** The value of an environment variable this example needs; stops with a message when it is unset. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (see examples/typescript-client/README.md)`);
  return value;
}

type ClientOptions = {
  /** The portal's address, e.g. https://portal.example.com (default: SERVICE_PORTAL_URL). */
  baseUrl?: string;
  /** An API key from the Integrations page, `sp_…` (default: SERVICE_PORTAL_API_KEY). */
  apiKey?: string;
  /** Another fetch (a proxy, a test); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
};

/** A client that sends the API key on every request. */
export function createServicePortalClient({ baseUrl = requiredEnv('SERVICE_PORTAL_URL'), apiKey = requiredEnv('SERVICE_PORTAL_API_KEY'), fetch }: ClientOptions = {}) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` }, ...(fetch && { fetch }) });
}

/**
 * Builds a multipart/form-data body from the fields of a generated body type: a file (Blob) as
 * a file, a list of files as the field repeated, an object as the JSON text of its part (the
 * document's `encoding` says application/json), any other value as its text. Null and undefined
 * fields are left out. Pass it as `bodySerializer` on a multipart operation.
 */
export function toMultipart(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : name);
      else if (typeof item === 'object') form.append(name, JSON.stringify(item));
      else form.append(name, String(item));
    }
  }
  return form;
}

/** The `{ message, code }` of a refused request as one line. */
export const describeRefusal = (status: number, error: { message: string; code?: string }) => `${status} ${error.code ?? ''}: ${error.message}`.trim();
