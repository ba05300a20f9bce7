// Server only: when the API runs on its own host (API_URL, `npm run api`), the portal's /api/v1
// forwards each request there, so the browser still talks only to the portal and never needs the
// bearer token (sessionBearer adds it here, on the server).
import { API_V1_BASE } from '@/constants';
import type { ApiErrorBody } from '@/contracts/envelope';
import { signClientAddress } from '@/server/lib/client-address-signature';
import { getRequestClientAddress, SOCKET_ADDRESS_HEADER } from '@/server/lib/client-ip';

export const API_HOST_UNREACHABLE_MESSAGE = 'The service is not answering right now. Try again in a moment.';

/**
 * Not forwarded: the portal's cookies (the API takes the bearer header), the hop's own headers,
 * and Accept-Encoding (fetch would decode a compressed answer but keep its Content-Encoding).
 */
const DROPPED_REQUEST_HEADERS = ['cookie', 'host', 'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'accept-encoding', SOCKET_ADDRESS_HEADER];
/** fetch has decoded the body and will frame it anew. */
const DROPPED_RESPONSE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];

/** The API host's address for a request to the portal's /api/v1/… (`apiUrl` ends in /api/v1). */
export function toApiHostUrl(requestUrl: string, apiUrl: string): URL {
  const { pathname, search } = new URL(requestUrl);
  const rest = pathname.startsWith(API_V1_BASE) ? pathname.slice(API_V1_BASE.length) : pathname;
  return new URL(`${apiUrl.replace(/\/+$/, '')}${rest}${search}`);
}

/**
 * Sends the request on to the API host and streams its answer back (the live event stream
 * included). Every request reaches the API from this server, so the browser's address goes
 * along signed, as at sign-in: the API throttles that browser, not the portal.
 */
export async function forwardToApiHost(request: Request, apiUrl: string): Promise<Response> {
  const headers = new Headers(request.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  for (const [name, value] of Object.entries(signClientAddress(getRequestClientAddress(request.headers)))) headers.set(name, value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await fetch(toApiHostUrl(request.url, apiUrl), {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      // Node's fetch needs this to send a streamed body (uploads); DOM typings do not know it yet.
      ...(hasBody ? { duplex: 'half' } : {}),
      redirect: 'manual',
      signal: request.signal,
      cache: 'no-store',
    } as RequestInit);
  } catch (error) {
    // A browser that hung up is no news; a host that does not answer is.
    if (!request.signal.aborted) console.error('[api] the API host did not answer:', (error as Error).message);
    return Response.json({ message: API_HOST_UNREACHABLE_MESSAGE, code: 'unavailable' } satisfies ApiErrorBody, { status: 502 });
  }
  const answerHeaders = new Headers(answer.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) answerHeaders.delete(name);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answerHeaders });
}
