import { and, eq, isNull } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MINUTES } from '@/constants';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { generateToken, hashSecret } from '../../lib/secrets';

type IssueResetTokenOptions = { db: Database; userId: number; now?: Date };

/** A fresh password-reset token for the user; earlier unused ones stop working. */
export async function issueResetToken({ db, userId, now = new Date() }: IssueResetTokenOptions): Promise<string> {
  const token = generateToken();
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.kind, 'reset_token'), isNull(oneTimeCodes.usedAt)));
  await db.insert(oneTimeCodes).values({
    userId,
    kind: 'reset_token',
    codeHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  return token;
}
