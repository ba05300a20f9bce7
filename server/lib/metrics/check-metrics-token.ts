import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';

export const METRICS_TOKEN_MESSAGE = 'Send the metrics token as `Authorization: Bearer <METRICS_TOKEN>`.';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Lets a scrape through with `Authorization: Bearer <expected>`. Without a configured token the
 * metrics do not exist (404, as any unknown path); a missing or wrong one is 401. Compared as
 * equal-length digests in constant time, so the answer's timing tells nothing of the token.
 */
export function checkMetricsToken(expected: string | undefined, authorization: string | undefined): void {
  if (!expected) throw new AppError('NOT_FOUND', 'Not found');
  const [scheme, token] = (authorization ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || !timingSafeEqual(digest(token), digest(expected))) {
    throw new AppError('UNAUTHORIZED', METRICS_TOKEN_MESSAGE);
  }
}
