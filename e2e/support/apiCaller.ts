import { expect, type APIRequestContext } from '@playwright/test';
import { API_V1_BASE, AUTH_ENDPOINTS } from '@/constants';

// Specs that set the scene through the API (as another browser would): sign in, then call.

/** A signed-in user of the portal instance at `base` ('' is the suite's own server). */
export type Caller = { base: string; token: string; userId: number };

/** A file field of a multipart body. */
export type FilePart = { name: string; mimeType: string; buffer: Buffer };

/** Calls the API as a signed-in user; a failed step fails with the server's answer. */
export async function call(request: APIRequestContext, caller: Caller, method: string, path: string, body?: { json?: object; form?: Record<string, string | FilePart> }) {
  const response = await request.fetch(`${caller.base}${API_V1_BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${caller.token}` },
    data: body?.json,
    multipart: body?.form,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()).data;
}

type LoginOptions = { base?: string; email: string; password: string; role: 'company' | 'field_engineer' | 'customer' };

/** Signs in through POST /login and answers the caller. */
export async function login(request: APIRequestContext, { base = '', email, password, role }: LoginOptions): Promise<Caller> {
  const response = await request.post(`${base}${API_V1_BASE}${AUTH_ENDPOINTS.LOGIN}`, { data: { email, password, role } });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  return { base, token: data.token, userId: data.user.id };
}
