import { and, eq, isNull } from 'drizzle-orm';
import { OTP_LENGTH } from '@/constants';
import type { Database } from '../../db/client';
import { oneTimeCodes, type OneTimeCodeKind } from '../../db/schema';
import { generateNumericCode, hashSecret } from '../../lib/secrets';

type IssueNumericCodeOptions = { db: Database; userId: number; kind: OneTimeCodeKind; ttlMinutes: number; now?: Date };

/** A fresh code of OTP_LENGTH digits to mail; earlier unused codes of the same kind stop working. */
export async function issueNumericCode({ db, userId, kind, ttlMinutes, now = new Date() }: IssueNumericCodeOptions): Promise<string> {
  const code = generateNumericCode(OTP_LENGTH);
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.kind, kind), isNull(oneTimeCodes.usedAt)));
  await db.insert(oneTimeCodes).values({ userId, kind, codeHash: hashSecret(code), expiresAt: new Date(now.getTime() + ttlMinutes * 60_000) });
  return code;
}
