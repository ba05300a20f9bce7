import { and, eq, inArray } from 'drizzle-orm';
import type { MailKind } from '@/constants';
import type { MailPreferences, MailPreferencesInput } from '@/contracts/mail-preferences';
import type { Database } from '../../db/client';
import { mailOptOuts } from '../../db/schema';
import { getMailPreferences } from './get-mail-preferences';

type UpdateMailPreferencesOptions = { db: Database; userId: number; input: MailPreferencesInput };

/** Turns the named mails on or off (the others stay); answers every kind as it now is. */
export async function updateMailPreferences({ db, userId, input }: UpdateMailPreferencesOptions): Promise<MailPreferences> {
  const changes = Object.entries(input).filter((entry): entry is [MailKind, boolean] => typeof entry[1] === 'boolean');
  const turnedOff = changes.filter(([, isOn]) => !isOn).map(([kind]) => kind);
  const turnedOn = changes.filter(([, isOn]) => isOn).map(([kind]) => kind);
  await db.transaction(async (tx) => {
    if (turnedOn.length) await tx.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.mailKind, turnedOn)));
    if (turnedOff.length) await tx.insert(mailOptOuts).values(turnedOff.map((mailKind) => ({ userId, mailKind }))).onConflictDoNothing();
  });
  return getMailPreferences({ db, userId });
}
