import type { HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import { normalizeEmail } from '../domain/auth/create-user';
import { hitRateLimit, releaseRateLimit } from '../domain/auth/hit-rate-limit';
import type { ThrottleRule } from '../domain/auth/throttle-rules';
import type { AppEnv } from '../lib/create-router';

type ThrottleRules = {
  perAddress: ThrottleRule;
  perEmail?: ThrottleRule;
  /** Gives the request back when it succeeds: only failures count (wrong codes, not the right one). */
  failuresOnly?: boolean;
};

/** The `email` of a JSON body, read before validation (Hono keeps the parsed body for the validator). */
async function readBodyEmail(request: HonoRequest): Promise<string | undefined> {
  if (!request.header('content-type')?.toLowerCase().includes('application/json')) return undefined;
  const body: unknown = await request.json().catch(() => undefined);
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  // Anything that is not plausibly an email is left to the validator's 400.
  if (typeof email !== 'string' || !email.trim() || email.includes('\u0000')) return undefined;
  return normalizeEmail(email).slice(0, 254);
}

/**
 * Counts the request against the client address and, when the body names one, the email; a
 * request past either limit gets 429 before anything else happens (see hitRateLimit). With
 * `failuresOnly`, a request that succeeds is given back afterwards.
 */
export function throttle({ perAddress, perEmail, failuresOnly = false }: ThrottleRules) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, clientAddress } = c.var;
    const now = c.var.now();
    await hitRateLimit({ db, rule: perAddress, key: clientAddress, now });
    const email = perEmail ? await readBodyEmail(c.req) : undefined;
    if (perEmail && email) await hitRateLimit({ db, rule: perEmail, key: email, now });
    await next();
    if (!failuresOnly || c.res.status >= 400) return;
    await releaseRateLimit({ db, rule: perAddress, key: clientAddress });
    if (perEmail && email) await releaseRateLimit({ db, rule: perEmail, key: email });
  });
}
