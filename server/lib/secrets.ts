import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque bearer or reset token: 32 random bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token or code. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A numeric one-time code of `length` digits, leading zeros allowed. */
export function generateNumericCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}
