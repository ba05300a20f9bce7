import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { env } from '../env';
import { readSignedClientAddress } from './client-address-signature';

/**
 * Next.js hands a route handler no socket and keeps any X-Forwarded-For a client sends (it
 * adds the socket address only when the header is missing). So at start the portal's server
 * copies each connection's address into this header, replacing whatever the client sent.
 */
export const SOCKET_ADDRESS_HEADER = 'x-portal-socket-address';

const INSTALLED = Symbol.for('service-portal.socket-address-header');
type Installed = typeof globalThis & { [INSTALLED]?: boolean };

/** Called once when the portal's server starts (instrumentation.ts); returns the undo, for tests. */
export function installSocketAddressHeader(): () => void {
  const global = globalThis as Installed;
  if (global[INSTALLED]) return () => undefined;
  const emit = net.Server.prototype.emit;
  // Every HTTP(S) server inherits from net.Server; its 'request' event carries the raw request.
  net.Server.prototype.emit = function emitWithSocketAddress(this: net.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  global[INSTALLED] = true;
  return () => {
    net.Server.prototype.emit = emit;
    global[INSTALLED] = false;
  };
}

type Headers = { get(name: string): string | null | undefined };

type ClientAddressInput = {
  /** The peer of the TCP connection, when known. */
  socketAddress?: string;
  forwardedFor?: string | null;
  /** How many proxies in front of us append to X-Forwarded-For (TRUST_PROXY). */
  trustProxy: number;
};

const MAX_ADDRESS_LENGTH = 64;

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
const normalize = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, MAX_ADDRESS_LENGTH);

/**
 * The client: the socket's peer, or, behind `trustProxy` proxies, the address the outermost
 * trusted proxy saw. Each proxy appends its peer to X-Forwarded-For, so only the last
 * `trustProxy` entries were written by someone we trust; anything left of them is the client's word.
 */
export function resolveClientAddress({ socketAddress, forwardedFor, trustProxy }: ClientAddressInput): string {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map(normalize)
    .filter(Boolean);
  const hops = [...forwarded, socketAddress ? normalize(socketAddress) : 'unknown'];
  return hops[Math.max(0, hops.length - 1 - trustProxy)] || 'unknown';
}

/** The socket address Next.js cannot give us, from the header installSocketAddressHeader writes in this process. */
function socketAddressFromHeader(headers: Headers): string | undefined {
  if (!(globalThis as Installed)[INSTALLED]) return undefined;
  return headers.get(SOCKET_ADDRESS_HEADER) || undefined;
}

/** The client address of a request the portal's server received (next-auth's authorize gets only headers). */
export function getRequestClientAddress(headers: Headers, trustProxy = env.TRUST_PROXY): string {
  return resolveClientAddress({ socketAddress: socketAddressFromHeader(headers), forwardedFor: headers.get('x-forwarded-for'), trustProxy });
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The caller's address for throttling: the address the portal vouches for when it signs
 * someone in (signed, see client-address-signature), else the socket (standalone server) or
 * the socket header (inside Next.js), read through TRUST_PROXY proxies.
 */
export function getClientIp(c: Context, trustProxy = env.TRUST_PROXY): string {
  const vouched = readSignedClientAddress({ get: (name) => c.req.header(name) });
  if (vouched) return normalize(vouched);
  const headers = { get: (name: string) => c.req.header(name) };
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? socketAddressFromHeader(headers);
  return resolveClientAddress({ socketAddress, forwardedFor: c.req.header('x-forwarded-for'), trustProxy });
}
