import { env } from '../../env';

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `5s,5m,30m` → [5000, 300000, 1800000]: the waits before each retry (server/env.ts checks the format). */
export function parseRetrySchedule(text: string): number[] {
  return text.split(',').map((part) => {
    const [, amount, unit] = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(part.trim())!;
    return Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  });
}

export const defaultRetrySchedule = () => parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE);

/** Spreads retries of many deliveries that failed together: ±10% of the wait. */
const JITTER = 0.1;

/**
 * When the next attempt after `attempts` failed ones is due, or null when the schedule ran out
 * (the delivery is given up). A receiver's Retry-After (seconds) is honoured when it asks for longer.
 */
export function nextAttemptDelay({ attempts, schedule, retryAfterMs, random = Math.random }: { attempts: number; schedule: readonly number[]; retryAfterMs?: number | null; random?: () => number }): number | null {
  const wait = schedule[attempts - 1];
  if (wait === undefined) return null;
  const jittered = Math.round(wait * (1 + JITTER * (2 * random() - 1)));
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
