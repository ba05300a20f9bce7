// Server only: the step before next-auth's route handler. next-auth answers 500 (and logs a stack
// trace) to a callbackUrl query parameter or cookie that is no http(s) URL, before the redirect
// callback in authOptions could turn it into a page of this site.
import { NextRequest } from 'next/server';

const CALLBACK_COOKIE = /^(__Secure-)?next-auth\.callback-url$/;

const isHttpUrl = (value: string, origin: string) => {
  try {
    return /^https?:$/.test(new URL(value, origin).protocol) && !value.includes('\\');
  } catch {
    return false;
  }
};

/**
 * The request without a callbackUrl (query or cookie) that is no http(s) URL, so next-auth falls
 * back to its default (the site) instead of failing; the same request when there is none.
 */
export async function dropInvalidCallbackUrl(request: NextRequest): Promise<NextRequest> {
  const { origin } = request.nextUrl;
  const url = new URL(request.url);
  const query = url.searchParams.get('callbackUrl');
  const isQueryBad = query !== null && !isHttpUrl(query, origin);
  const badCookies = request.cookies.getAll().filter(({ name, value }) => CALLBACK_COOKIE.test(name) && !isHttpUrl(value, origin));
  if (!isQueryBad && badCookies.length === 0) return request;

  if (isQueryBad) url.searchParams.delete('callbackUrl');
  const headers = new Headers(request.headers);
  const kept = request.cookies.getAll().filter((cookie) => !badCookies.includes(cookie));
  if (kept.length > 0) headers.set('cookie', kept.map(({ name, value }) => `${name}=${encodeURIComponent(value)}`).join('; '));
  else headers.delete('cookie');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new NextRequest(url, { method: request.method, headers, body: hasBody ? await request.arrayBuffer() : undefined });
}
