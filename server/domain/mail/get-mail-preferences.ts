import { eq } from 'drizzle-orm';
import { MAIL_KIND_NAMES } from '@/constants';
import type { MailPreferences } from '@/contracts/mail-preferences';
import type { Database } from '../../db/client';
import { mailOptOuts } from '../../db/schema';

/** Every mail kind with whether the user gets it: on unless they turned it off. */
export async function getMailPreferences({ db, userId }: { db: Database; userId: number }): Promise<MailPreferences> {
  const rows = await db.select({ mailKind: mailOptOuts.mailKind }).from(mailOptOuts).where(eq(mailOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.mailKind));
  return Object.fromEntries(MAIL_KIND_NAMES.map((kind) => [kind, !off.has(kind)])) as MailPreferences;
}
