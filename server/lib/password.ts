import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { env } from '../env';
import { createBoundedQueue } from './bounded-queue';
import { AppError } from './errors';

// Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without
// breaking existing hashes: a sign-in with a hash of other parameters stores a new one.

type Cost = { N: number; r: number; p: number };

/**
 * OWASP's scrypt parameters (Password Storage Cheat Sheet): N=2^15, r=8, p=3 is one of its
 * equivalent settings, chosen over N=2^17, p=1 because it needs 32 MiB per hash instead of 128.
 */
export const STANDARD_COST: Cost = { N: 2 ** 15, r: 8, p: 3 };

/** PASSWORD_HASH_COST=test (allowed only under NODE_ENV=test): keeps the test suite fast. */
const TEST_COST: Cost = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** The largest N a stored hash may name; anything above is not ours. */
const MAX_N = 2 ** 20;

const currentCost = (): Cost => (env.PASSWORD_HASH_COST === 'test' ? TEST_COST : STANDARD_COST);

/**
 * Each hash takes 32 MiB and a CPU core for a noticeable time, and anyone can ask for one (sign-in,
 * sign-up, reset). The whole process hashes at most `concurrency` passwords at once, on fewer
 * threads than libuv's pool of 4 so file reads still get one, with a short waiting list; past
 * it a request is refused with a 429 rather than slowing every other request down.
 */
export const PASSWORD_WORK_LIMITS = {
  concurrency: Math.max(1, Math.min(availableParallelism() - 1, 3)),
  maxWaiting: 16,
  retryAfterMs: 1000,
};

export const PASSWORD_WORK_BUSY_MESSAGE = 'The server is busy checking passwords. Try again in a moment.';

const passwordWork = createBoundedQueue({
  concurrency: PASSWORD_WORK_LIMITS.concurrency,
  maxWaiting: PASSWORD_WORK_LIMITS.maxWaiting,
  whenFull: () => AppError.rateLimited(PASSWORD_WORK_BUSY_MESSAGE, PASSWORD_WORK_LIMITS.retryAfterMs),
});

/** How much password work this process has started and refused (for tests and monitoring). */
export const getPasswordWorkStats = () => passwordWork.stats();

function derive(password: string, salt: Buffer, { N, r, p }: Cost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses above maxmem, so allow that plus room.
  const maxmem = 128 * N * r + 16 * 1024 * 1024;
  return passwordWork.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

type ParsedHash = { cost: Cost; salt: Buffer; hash: Buffer };

function parseHash(stored: string): ParsedHash | undefined {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const isCostSane = Number.isInteger(cost.N) && cost.N > 1 && cost.N <= MAX_N && Number.isInteger(cost.r) && cost.r >= 1 && cost.r <= 32 && Number.isInteger(cost.p) && cost.p >= 1 && cost.p <= 16;
  if (algorithm !== 'scrypt' || !salt || !hash || !isCostSane) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function hashPassword(password: string): Promise<string> {
  const cost = currentCost();
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when the stored hash was made with other parameters than today's: hash the password again. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  const cost = currentCost();
  return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

/**
 * A real hash of a random password: checking against it when no account matches costs the
 * same time as a real check, so response time does not tell whether an email is registered.
 */
let decoyHash: Promise<string> | undefined;
export function getDecoyPasswordHash(): Promise<string> {
  // A refused (busy) first try is not kept: the next caller makes it again.
  decoyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    decoyHash = undefined;
    throw error;
  });
  return decoyHash;
}
