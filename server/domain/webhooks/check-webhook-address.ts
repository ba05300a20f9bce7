import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { env } from '../../env';

/** Where a webhook may be sent: the checked address the connection must go to (so a second DNS answer cannot redirect it). */
export type WebhookTarget = { url: URL; address: string; family: 4 | 6 };

export type AddressCheck = { ok: true; target: WebhookTarget } | { ok: false; reason: string };

type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const resolveAll: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Public unicast only: refuses loopback, private, link-local (the 169.254.169.254 metadata
 * address too), carrier-grade NAT, unique-local, multicast, reserved and every IPv6 form that
 * wraps an IPv4 address (mapped, 6to4, Teredo, NAT64), judged by the wrapped address where there is one.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

type CheckOptions = { allowPrivate?: boolean; resolve?: Resolve };

/**
 * Checks a webhook URL where it points now: https (http too when private addresses are allowed)
 * to a host whose every address is public. Run at create/update and again before each delivery,
 * whose connection then goes to the address checked here.
 */
export async function checkWebhookAddress(text: string, { allowPrivate = env.WEBHOOK_ALLOW_PRIVATE_URLS, resolve = resolveAll }: CheckOptions = {}): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'Enter a full URL starting with https://' };
  }
  const isAllowedProtocol = url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  if (!isAllowedProtocol) return { ok: false, reason: 'The URL must start with https://' };
  if (url.username || url.password) return { ok: false, reason: 'The URL must not contain a user name or password' };

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, reason: `The host ${host} could not be found` };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: `The host ${host} could not be found` };
  if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) {
    return { ok: false, reason: 'The URL must point to a public address (not a private, loopback or link-local one)' };
  }
  const [first] = addresses;
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}
