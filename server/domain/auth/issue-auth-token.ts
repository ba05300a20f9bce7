import { AUTH_TOKEN_TTL_DAYS } from '@/constants';
import type { Database } from '../../db/client';
import { authTokens } from '../../db/schema';
import { generateToken, hashSecret } from '../../lib/secrets';

type IssueAuthTokenOptions = { db: Database; userId: number; now?: Date };

/** A new bearer token for the user; only its hash is stored. */
export async function issueAuthToken({ db, userId, now = new Date() }: IssueAuthTokenOptions) {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + AUTH_TOKEN_TTL_DAYS * 24 * 60 * 60_000);
  await db.insert(authTokens).values({ userId, tokenHash: hashSecret(token), expiresAt });
  return { token, expiresAt };
}
