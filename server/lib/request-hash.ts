import { createHash } from 'node:crypto';
import type { HonoRequest } from 'hono';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** JSON with every object's keys sorted, so the same value hashes the same however it was written. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A multipart body as what it says, not how it was framed (the boundary differs on every send):
 * its fields by name (a repeated field keeps its order), each text as it is and each file as its
 * name, type and the sha256 of its bytes.
 */
async function multipartDigest(bytes: ArrayBuffer, contentType: string): Promise<string> {
  const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  const parts: [string, string[]][] = [];
  for (const [name, value] of form.entries()) {
    parts.push([name, typeof value === 'string' ? ['text', value] : ['file', value.name, value.type, sha256(new Uint8Array(await value.arrayBuffer()))]]);
  }
  parts.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(parts);
}

/** A JSON body by its value (key order and spacing aside); any other body by its bytes. */
async function bodyDigest(bytes: ArrayBuffer, contentType: string): Promise<string> {
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    // A malformed body is hashed by its bytes; the route's validator refuses it.
    return multipartDigest(bytes, contentType).catch(() => sha256(new Uint8Array(bytes)));
  }
  const text = new TextDecoder().decode(bytes);
  try {
    return canonicalJson(JSON.parse(text));
  } catch {
    return sha256(new Uint8Array(bytes));
  }
}

/**
 * The sha256 of a request's method, path with query and body: two requests with the same hash
 * ask for the same thing. The body is read through Hono's body cache, so the route still reads it.
 */
export async function hashRequest(request: HonoRequest): Promise<string> {
  const url = new URL(request.url);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await bodyDigest(await request.arrayBuffer(), request.header('content-type') ?? '') : '';
  return sha256(JSON.stringify([request.method, url.pathname + url.search, body]));
}
