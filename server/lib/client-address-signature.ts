import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env';

// next-auth signs people in from the portal's server, so every sign-in reaches POST /login
// from the server's own address. The portal says whose sign-in it is with two headers: the
// browser's address and an HMAC of it (with the time) under a key derived from NEXTAUTH_SECRET.
// A browser cannot make the HMAC, so it cannot choose the address it is throttled under.

export const CLIENT_ADDRESS_HEADER = 'x-portal-client-ip';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-portal-client-ip-signature';

/** A signature is honoured this long (clocks of separate portal and API hosts may differ a little). */
const MAX_AGE_MS = 5 * 60_000;

const DEVELOPMENT_SECRET = 'service-portal-development-only-secret';

/** NEXTAUTH_SECRET; outside production a fixed stand-in (env.ts refuses to serve production without one). */
export function resolveAuthSecret(): string {
  return env.NEXTAUTH_SECRET ?? DEVELOPMENT_SECRET;
}

const signingKey = () => createHmac('sha256', resolveAuthSecret()).update('service-portal/client-address').digest();

const mac = (address: string, issuedAt: number) =>
  createHmac('sha256', signingKey()).update(`${issuedAt}\n${address}`).digest('base64url');

/** The two headers the portal sends with a sign-in made on behalf of the browser at `address`. */
export function signClientAddress(address: string, now = Date.now()): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_ADDRESS_SIGNATURE_HEADER]: `${now}.${mac(address, now)}` };
}

/** The address the portal vouches for, or undefined when the headers are missing, forged or stale. */
export function readSignedClientAddress(headers: { get(name: string): string | null | undefined }, now = Date.now()): string | undefined {
  const address = headers.get(CLIENT_ADDRESS_HEADER);
  const [issuedText, signature] = (headers.get(CLIENT_ADDRESS_SIGNATURE_HEADER) ?? '').split('.');
  const issuedAt = Number(issuedText);
  if (!address || !signature || !Number.isSafeInteger(issuedAt) || Math.abs(now - issuedAt) > MAX_AGE_MS) return undefined;
  const expected = Buffer.from(mac(address, issuedAt));
  const actual = Buffer.from(signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? address : undefined;
}
